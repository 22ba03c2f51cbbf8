import { and, asc, eq } from 'drizzle-orm';
import { type QuoteLineRequest, quoteDetailSchema } from 'shared-api/contract';
import { aiPrompts, catalogs, messages, quoteLineCorrections, services } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { proposeForMessage, testCustomer } from '../../testing/quotes';

let ctx: TestContext;
let acmeId: string;
let drainService: { id: string; name: string };
let tapService: { id: string; name: string };
let messageId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  const found = await ctx.db
    .select({ id: services.id, name: services.name })
    .from(services)
    .innerJoin(catalogs, eq(catalogs.id, services.catalogId))
    .where(eq(catalogs.tenantId, acmeId))
    .orderBy(asc(services.name))
    .limit(2);
  [drainService, tapService] = found as [typeof drainService, typeof tapService];
  const [message] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.tenantId, acmeId))
    .limit(1);
  messageId = message?.id as string;
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

/** A quote saved from the message's AI quote: the lines marked as proposed are those the AI proposed. */
async function aiDraft(staff: TestBrowser, lines: QuoteLineRequest[]) {
  await proposeForMessage(
    ctx.db,
    messageId,
    lines.flatMap((line) =>
      line.aiProposed && line.sourceText
        ? [{ serviceId: 'serviceId' in line ? line.serviceId : null, sourceText: line.sourceText }]
        : [],
    ),
  );
  const customer = await testCustomer(ctx.db, acmeId);
  const response = await staff.request({
    method: 'POST',
    url: '/api/quotes',
    payload: { customerId: customer.id, messageId, aiGenerated: true, lines },
  });
  expect(response.statusCode).toBe(201);
  return quoteDetailSchema.parse(response.json());
}

async function saveLines(staff: TestBrowser, quoteId: string, lines: object[]) {
  const response = await staff.request({ method: 'PUT', url: `/api/quotes/${quoteId}`, payload: { lines } });
  expect(response.statusCode).toBe(200);
  return quoteDetailSchema.parse(response.json());
}

const correctionsOf = (serviceId: string) =>
  ctx.db.select().from(quoteLineCorrections).where(eq(quoteLineCorrections.serviceId, serviceId));

const latestLogs = async (count: number) =>
  (
    await ctx.db
      .select({ content: aiPrompts.content, metadata: aiPrompts.metadata })
      .from(aiPrompts)
      .where(and(eq(aiPrompts.tenantId, acmeId), eq(aiPrompts.type, 'quote-correction')))
      .orderBy(asc(aiPrompts.createdAt))
  ).slice(-count);

describe('editing the quantity of a line the AI proposed', () => {
  it('records the corrected quantity for the phrase, keeps the proposed one, and forgets it when set back', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const phrase = 'three of our drains are  blocked';
    const quote = await aiDraft(staff, [
      { serviceId: drainService.id, quantity: 2, aiProposed: true, sourceText: phrase },
    ]);
    const line = (quantity: number, id: string) => [{ id, serviceId: drainService.id, quantity }];

    const three = await saveLines(staff, quote.id, line(3, quote.lines[0]?.id as string));
    expect(await correctionsOf(drainService.id)).toEqual([
      expect.objectContaining({
        kind: 'quantity',
        phrase: 'three of our drains are blocked',
        proposedQuantity: '2.00',
        correctedQuantity: '3.00',
        quoteId: quote.id,
        messageId,
        createdBy: await ctx.userIdOf('staff@acme.test'),
      }),
    ]);
    const [logged] = await latestLogs(1);
    expect(logged?.content).toBe(
      `Quote line quantity corrected: "three of our drains are blocked" is 3 × ${drainService.name}, not 2`,
    );
    expect(logged?.metadata).toMatchObject({ kind: 'quantity', quantity: '3.00', proposedQuantity: '2.00' });

    // Changed again: still one correction, the latest quantity, the quantity the AI proposed.
    const four = await saveLines(staff, quote.id, line(4, three.lines[0]?.id as string));
    expect(await correctionsOf(drainService.id)).toEqual([
      expect.objectContaining({ proposedQuantity: '2.00', correctedQuantity: '4.00' }),
    ]);
    // Saving the same quantity again teaches nothing new: no further log.
    const logsBefore = (await latestLogs(100)).length;
    const again = await saveLines(staff, quote.id, line(4, four.lines[0]?.id as string));
    expect((await latestLogs(100)).length).toBe(logsBefore);

    await saveLines(staff, quote.id, line(2, again.lines[0]?.id as string));
    expect(await correctionsOf(drainService.id)).toEqual([]);
  });
});

describe('removing a line the AI proposed', () => {
  it('records that the phrase does not ask for the service; lines the user added teach nothing', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await aiDraft(staff, [
      { serviceId: tapService.id, quantity: 1, aiProposed: true, sourceText: 'the tap we fixed last year' },
      { serviceId: drainService.id, quantity: 1 },
      { description: 'Call-out', unitCost: 40, quantity: 1, aiProposed: true, sourceText: 'come on Sunday' },
    ]);
    await saveLines(staff, quote.id, []);

    expect(await correctionsOf(tapService.id)).toEqual([
      expect.objectContaining({
        kind: 'not-wanted',
        phrase: 'the tap we fixed last year',
        proposedQuantity: '1.00',
        correctedQuantity: null,
      }),
    ]);
    expect(await correctionsOf(drainService.id)).toEqual([]);
    const [logged] = await latestLogs(1);
    expect(logged?.content).toBe(
      `Quote line removed: "the tap we fixed last year" does not ask for ${tapService.name}`,
    );
  });
});

describe('giving a line the AI proposed another service and quantity', () => {
  it('records both: the phrase as a name of the new service, and its quantity', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const phrase = 'two leaky faucets upstairs';
    const quote = await aiDraft(staff, [
      { serviceId: drainService.id, quantity: 1, aiProposed: true, sourceText: phrase },
    ]);
    await saveLines(staff, quote.id, [{ id: quote.lines[0]?.id, serviceId: tapService.id, quantity: 2 }]);
    expect(await correctionsOf(tapService.id)).toContainEqual(
      expect.objectContaining({
        kind: 'quantity',
        phrase,
        proposedQuantity: '1.00',
        correctedQuantity: '2.00',
      }),
    );
    const logs = (await latestLogs(2)).map((log) => log.content);
    // The new service learns the phrase's distinctive words (no number, no stop word).
    expect(logs[0]).toBe(
      `Quote line corrected: "leaky faucets upstairs" is ${tapService.name}, not ${drainService.name}`,
    );
  });
});

describe("a line's AI mark", () => {
  it("is kept only where the message's AI quote proposed the line, and teaches nothing where it did not", async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    await proposeForMessage(ctx.db, messageId, [
      { serviceId: drainService.id, sourceText: 'the blocked drain' },
    ]);
    const customer = await testCustomer(ctx.db, acmeId);
    const created = await staff.request({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        customerId: customer.id,
        messageId,
        aiGenerated: true,
        lines: [
          { serviceId: drainService.id, quantity: 1, aiProposed: true, sourceText: 'the blocked drain' },
          { serviceId: tapService.id, quantity: 1, aiProposed: true, sourceText: 'a forged phrase' },
          { serviceId: drainService.id, quantity: 1, aiProposed: true, sourceText: 'another forged phrase' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const quote = quoteDetailSchema.parse(created.json());
    expect(quote.lines.map(({ aiProposed, sourceText }) => ({ aiProposed, sourceText }))).toEqual([
      { aiProposed: true, sourceText: 'the blocked drain' },
      { aiProposed: false, sourceText: null },
      { aiProposed: false, sourceText: null },
    ]);

    await saveLines(staff, quote.id, []);
    const taught = (await correctionsOf(drainService.id)).concat(await correctionsOf(tapService.id));
    expect(taught.map((correction) => correction.phrase)).toContain('the blocked drain');
    expect(taught.map((correction) => correction.phrase)).not.toContain('a forged phrase');
    expect(taught.map((correction) => correction.phrase)).not.toContain('another forged phrase');
  });

  it('stays what the server recorded when an edit claims otherwise', async () => {
    const staff = await ctx.signedIn('staff@acme.test');
    const quote = await aiDraft(staff, [
      { serviceId: drainService.id, quantity: 1, aiProposed: true, sourceText: 'our drain backs up' },
    ]);
    const saved = await saveLines(staff, quote.id, [
      {
        id: quote.lines[0]?.id,
        serviceId: drainService.id,
        quantity: 1,
        aiProposed: false,
        sourceText: null,
      },
      { serviceId: tapService.id, quantity: 1, aiProposed: true, sourceText: 'our drain backs up' },
    ]);
    expect(saved.lines.map(({ aiProposed, sourceText }) => ({ aiProposed, sourceText }))).toEqual([
      { aiProposed: true, sourceText: 'our drain backs up' },
      { aiProposed: false, sourceText: null },
    ]);
  });
});
