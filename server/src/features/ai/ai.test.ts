import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { aiPromptsResponseSchema, generateQuoteResponseSchema } from 'shared-api/contract';
import { aiPrompts, aiResponses, messages, quotes } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../../testing/app';
import { loadTenantCatalog } from './catalog';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function insertMessage(
  tenantId: string,
  body: string,
  customerId: string | null = null,
  context = ctx,
) {
  const [row] = await context.db
    .insert(messages)
    .values({ tenantId, source: 'email', subject: 'Quote please', content: `<p>${body}</p>`, customerId })
    .returning({ id: messages.id });
  return row?.id as string;
}

async function aCustomerOf(tenantId: string) {
  const [row] = await ctx.db
    .select({ customerId: messages.customerId })
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), isNotNull(messages.customerId)))
    .limit(1);
  return row?.customerId as string;
}

const generate = async (email: string, payload: Record<string, unknown>, context = ctx) => {
  const browser = await context.signedIn(email);
  return browser.request({ method: 'POST', url: '/api/ai/generate-quote', payload });
};

describe('POST /api/ai/generate-quote', () => {
  it('prices a message from the catalog, stores it on the message and as a draft quote, and logs it', async () => {
    const customerId = await aCustomerOf(acmeId);
    const messageId = await insertMessage(
      acmeId,
      'We have 3 toilets that keep running. Also about 20 feet of copper pipe is corroded. And can you paint the fence?',
      customerId,
    );
    const staff = await ctx.signedIn('staff@acme.test');
    const staffId = (await staff.get('/api/session/current')).json().userId;
    const response = await staff.request({
      method: 'POST',
      url: '/api/ai/generate-quote',
      // The body's userId is not trusted: the session's user is logged.
      payload: { messageId, tenantId: acmeId, userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(200);
    const { content, quoteId } = generateQuoteResponseSchema.parse(response.json());
    expect(
      content.lineItems.map(({ name, quantity, unitCost, lineTotal }) => ({
        name,
        quantity,
        unitCost,
        lineTotal,
      })),
    ).toEqual([
      { name: 'Toilet repair', quantity: 3, unitCost: 125, lineTotal: 375 },
      { name: 'Pipe repair', quantity: 20, unitCost: 38.5, lineTotal: 770 },
    ]);
    expect(content.lineItems[0]?.sourceText).toContain('3 toilets');
    expect(content.total).toBe(1145);
    expect(content.currency).toBe('USD');
    expect(content.unmatched.map((u) => u.text)).toEqual(['And can you paint the fence?']);

    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, messageId));
    expect(stored?.aiQuoteResponse).toEqual(content);
    const [quote] = await ctx.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quoteId as string));
    expect(quote).toMatchObject({
      customerId,
      messageId,
      status: 'DRAFT',
      aiGenerated: true,
      total: '1145.00',
    });

    const [log] = await ctx.db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.tenantId, acmeId))
      .orderBy(aiPrompts.createdAt)
      .then((rows) => rows.filter((row) => row.metadata?.messageId === messageId));
    expect(log).toMatchObject({
      type: 'generate-quote',
      userId: staffId,
      metadata: { source: 'generate-quote', messageId },
    });
    expect(log?.content).toContain('3 toilets');
    expect(log?.content).toContain('Toilet repair');
    const responses = await ctx.db
      .select()
      .from(aiResponses)
      .where(eq(aiResponses.promptId, log?.id as string));
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({
      model: 'catalog-matcher',
      status: 'success',
      metadata: { source: 'generate-quote', provider: 'matcher' },
    });
    expect(JSON.parse(responses[0]?.output ?? '')).toEqual(content);
    expect(typeof responses[0]?.metadata?.latencyMs).toBe('number');
  });

  it('writes no quote for a message without a customer, and sends small talk to needs review', async () => {
    const messageId = await insertMessage(acmeId, 'Thanks for coming out so fast yesterday!');
    const response = await generate('owner@acme.test', { messageId });
    expect(response.statusCode).toBe(200);
    const body = generateQuoteResponseSchema.parse(response.json());
    expect(body.quoteId).toBeNull();
    expect(body.content).toMatchObject({ lineItems: [], total: 0 });
    expect(body.content.unmatched).toHaveLength(1);
    expect(await ctx.db.select().from(quotes).where(eq(quotes.messageId, messageId))).toEqual([]);
  });

  it.each([
    ['empty', ' '],
    ['huge (100 KB of a pasted attachment)', 'QUJDRGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo0NTY3ODkw+/=='.repeat(2100)],
    [
      'binary-looking',
      Array.from({ length: 2000 }, (_, i) => String.fromCharCode(1 + ((i * 37) % 250))).join(''),
    ],
    [
      'non-English',
      'Hallo, unser Wasserhahn in der Küche tropft seit Tagen. Können Sie bitte jemanden schicken?',
    ],
  ])('gives a message that is %s an empty quote with the message under needs review', async (_, body) => {
    const messageId = await insertMessage(acmeId, body);
    const response = await generate('owner@acme.test', { messageId });
    expect(response.statusCode).toBe(200);
    const { content } = generateQuoteResponseSchema.parse(response.json());
    expect(content).toMatchObject({ lineItems: [], total: 0 });
    expect(content.unmatched).toHaveLength(1);
  });

  it("answers 404 for another tenant's message, 403 for another tenant, 400 for a bad id, 401 signed out", async () => {
    const bluewaveMessage = await insertMessage(bluewaveId, 'Need a firewall setup');
    expect((await generate('owner@acme.test', { messageId: bluewaveMessage })).statusCode).toBe(404);
    expect(
      (await generate('owner@acme.test', { messageId: bluewaveMessage, tenantId: bluewaveId })).statusCode,
    ).toBe(403);
    expect(
      (await generate('super@quotedesk.test', { messageId: bluewaveMessage, tenantId: bluewaveId }))
        .statusCode,
    ).toBe(200);
    const bad = await generate('owner@acme.test', { messageId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('messageId');
    const anonymous = new TestBrowser(ctx.app);
    await anonymous.get('/api/auth/csrf');
    const signedOut = await anonymous.request({ method: 'POST', url: '/api/ai/generate-quote', payload: {} });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/ai/prompts', () => {
  it('lists the tenant logs newest first with user names and responses, filtered by time and source', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const all = aiPromptsResponseSchema.parse((await owner.get('/api/ai/prompts')).json()).prompts;
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.some((p) => p.user?.name && p.responses.length > 0)).toBe(true);

    const quotesOnly = aiPromptsResponseSchema.parse(
      (await owner.get('/api/ai/prompts?source=generate-quote')).json(),
    ).prompts;
    expect(quotesOnly.length).toBeGreaterThan(0);
    expect(
      quotesOnly.every((p) => p.type === 'generate-quote' || p.metadata?.source === 'generate-quote'),
    ).toBe(true);
    expect(quotesOnly.length).toBeLessThan(all.length);

    const middle = all[Math.floor(all.length / 2)]?.createdAt as string;
    const recent = aiPromptsResponseSchema.parse(
      (await owner.get(`/api/ai/prompts?from=${encodeURIComponent(middle)}`)).json(),
    ).prompts;
    expect(recent.every((p) => p.createdAt >= middle)).toBe(true);
    const older = aiPromptsResponseSchema.parse(
      (await owner.get(`/api/ai/prompts?to=${encodeURIComponent(middle)}`)).json(),
    ).prompts;
    expect(older.every((p) => p.createdAt <= middle)).toBe(true);
    expect((await owner.get('/api/ai/prompts?from=yesterday')).statusCode).toBe(400);
  });

  it('keeps tenants apart and refuses a USER', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    expect((await staff.get('/api/ai/prompts')).statusCode).toBe(403);
    const staffDelete = await staff.request({
      method: 'DELETE',
      url: '/api/ai/prompts',
      payload: { ids: [acmeId] },
    });
    expect(staffDelete.statusCode).toBe(403);

    const owner = await ctx.signedIn('owner@acme.test');
    expect((await owner.get(`/api/ai/prompts?tenantId=${bluewaveId}`)).statusCode).toBe(403);
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const theirs = aiPromptsResponseSchema.parse(
      (await superAdmin.get(`/api/ai/prompts?tenantId=${bluewaveId}`)).json(),
    ).prompts;
    expect(theirs.length).toBeGreaterThan(0);
    const bluewaveIds = new Set(
      (
        await ctx.db.select({ id: aiPrompts.id }).from(aiPrompts).where(eq(aiPrompts.tenantId, bluewaveId))
      ).map((r) => r.id),
    );
    expect(theirs.every((p) => bluewaveIds.has(p.id))).toBe(true);
  });

  it("deletes only the tenant's prompts, with their responses", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const [mine] = aiPromptsResponseSchema.parse((await owner.get('/api/ai/prompts')).json()).prompts;
    const [theirs] = await ctx.db.select().from(aiPrompts).where(eq(aiPrompts.tenantId, bluewaveId)).limit(1);
    const response = await owner.request({
      method: 'DELETE',
      url: '/api/ai/prompts',
      payload: { ids: [mine?.id, theirs?.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 1 });
    expect(
      await ctx.db
        .select()
        .from(aiPrompts)
        .where(eq(aiPrompts.id, mine?.id as string)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(aiResponses)
        .where(eq(aiResponses.promptId, mine?.id as string)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(aiPrompts)
        .where(eq(aiPrompts.id, theirs?.id as string)),
    ).toHaveLength(1);
    const empty = await owner.request({ method: 'DELETE', url: '/api/ai/prompts', payload: { ids: [] } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('the OpenAI-compatible provider, against a local chat-completions peer', () => {
  type Reply = (body: { model: string; messages: { content: string }[]; response_format: unknown }) => {
    delayMs?: number;
    status?: number;
    json?: unknown;
  };
  let reply: Reply = () => ({ status: 500 });
  let calls: { authorization?: string; body: Parameters<Reply>[0] }[] = [];
  let server: http.Server;
  const timers = new Set<NodeJS.Timeout>();
  let aiCtx: TestContext;

  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      calls.push({ authorization: request.headers.authorization, body });
      const { delayMs = 0, status = 200, json } = reply(body);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json ?? {}));
      }, delayMs);
      timers.add(timer);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    aiCtx = await createTestContext({
      aiBaseUrl: `http://127.0.0.1:${port}/v1`,
      aiApiKey: 'sk-local',
      aiModel: 'local-model',
      // Wide enough for a loopback answer on a busy machine (300 ms was passed under load).
      aiTimeoutMs: 2000,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await aiCtx.close();
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    calls = [];
  });

  const completion = (content: string) => ({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'local-model-2025',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

  async function quoteVia(body: string) {
    const tenantId = await aiCtx.tenantIdOf('owner@acme.test');
    const messageId = await insertMessage(tenantId, body, null, aiCtx);
    const response = await generate('owner@acme.test', { messageId }, aiCtx);
    expect(response.statusCode).toBe(200);
    const { content } = generateQuoteResponseSchema.parse(response.json());
    const [prompt] = (await aiCtx.db.select().from(aiPrompts).where(eq(aiPrompts.tenantId, tenantId))).filter(
      (row) => row.metadata?.messageId === messageId,
    );
    const responses = await aiCtx.db
      .select()
      .from(aiResponses)
      .where(eq(aiResponses.promptId, prompt?.id as string))
      .orderBy(aiResponses.createdAt);
    return { content, responses };
  }

  it('uses the model for the services and quantities, and the catalog for every price', async () => {
    const catalog = await loadTenantCatalog(aiCtx.db, await aiCtx.tenantIdOf('owner@acme.test'));
    const drain = catalog.find((s) => s.name === 'Drain cleaning');
    reply = () => ({
      json: completion(
        JSON.stringify({
          lineItems: [
            { serviceId: drain?.id, quantity: 4, sourceText: 'four slow drains', unitCost: 1 },
            {
              serviceId: '11111111-1111-4111-8111-111111111111',
              quantity: 1,
              sourceText: 'a gold-plated tap',
            },
          ],
          unmatched: [{ text: 'paint the fence', reason: 'Not a plumbing service' }],
        }),
      ),
    });
    const { content, responses } = await quoteVia(
      'Four slow drains, a gold-plated tap, and paint the fence.',
    );
    expect(content.lineItems).toEqual([
      {
        serviceId: drain?.id,
        name: 'Drain cleaning',
        quantity: 4,
        unit: 'per drain',
        unitCost: 145,
        lineTotal: 580,
        sourceText: 'four slow drains',
      },
    ]);
    expect(content.total).toBe(580);
    expect(content.unmatched.map((u) => u.text)).toEqual(['paint the fence', 'a gold-plated tap']);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe('Bearer sk-local');
    expect(calls[0]?.body.model).toBe('local-model');
    expect(calls[0]?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { strict: true },
    });
    expect(calls[0]?.body.messages[1]?.content).toContain(drain?.id);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({
      model: 'local-model',
      version: 'local-model-2025',
      status: 'success',
      metadata: { provider: 'openai-compatible', source: 'generate-quote' },
    });
  });

  it('retries a malformed answer once, then falls back to the matcher and logs why', async () => {
    reply = () => ({ json: completion('{"lineItems": "lots"}') });
    const { content, responses } = await quoteVia('Our 3 toilets keep running.');
    expect(calls).toHaveLength(2);
    expect(content.lineItems.map((l) => [l.name, l.quantity, l.lineTotal])).toEqual([
      ['Toilet repair', 3, 375],
    ]);
    expect(responses.map((r) => [r.status, r.metadata?.provider])).toEqual([
      ['error', 'openai-compatible'],
      ['success', 'matcher'],
    ]);
    expect(responses[0]?.output).toContain('does not fit the schema');
    expect(responses[1]?.metadata?.fallbackReason).toContain('openai-compatible');
  });

  it('falls back to the matcher when the model does not answer in time', async () => {
    // Never answered while the test runs (afterAll clears the timer).
    reply = () => ({ delayMs: 60_000, json: completion('{"lineItems": [], "unmatched": []}') });
    const { content, responses } = await quoteVia('Please quote a backflow test for 2 devices.');
    expect(calls).toHaveLength(2);
    expect(content.lineItems.map((l) => [l.name, l.quantity])).toEqual([['Backflow testing', 2]]);
    expect(responses[0]).toMatchObject({ status: 'error', metadata: { provider: 'openai-compatible' } });
    expect(responses[0]?.output).toContain('no answer within 2000 ms');
    expect(responses[1]).toMatchObject({ status: 'success', model: 'catalog-matcher' });
  });
});
