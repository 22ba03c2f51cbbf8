import { inArray } from 'drizzle-orm';
import { aiPromptsResponseSchema } from 'shared-api/contract';
import { aiPrompts } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

/** The AI Logs tab's calls: its date-time range and Source filters, and bulk delete. */

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

async function prompts(browser: TestBrowser, query: Record<string, string> = {}) {
  const response = await browser.get(`/api/ai/prompts?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return aiPromptsResponseSchema.parse(response.json()).prompts;
}

/** Prompts a known minute apart, one per source the filter offers. */
async function insertTimeline(tenantId: string, start: Date) {
  const sources = ['message', 'quote', 'suggest-message-link', 'generate-quote', 'process-prompt'];
  const rows = await ctx.db
    .insert(aiPrompts)
    .values(
      sources.map((source, i) => ({
        tenantId,
        content: `timeline ${source}`,
        type: source,
        metadata: { source },
        createdAt: new Date(start.getTime() + i * 60_000),
      })),
    )
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

describe('AI log filters', () => {
  it('keeps the prompts inside a from-to range, bounds included', async () => {
    const start = new Date('2020-03-01T10:00:00.000Z');
    const timeline = await insertTimeline(acmeId, start);
    const owner = await ctx.signedIn('owner@acme.test');

    const inside = await prompts(owner, {
      from: new Date(start.getTime() + 60_000).toISOString(),
      to: new Date(start.getTime() + 3 * 60_000).toISOString(),
    });
    expect(inside.map((p) => p.id)).toEqual([timeline[3]?.id, timeline[2]?.id, timeline[1]?.id]);
  });

  it.each(['message', 'quote', 'suggest-message-link', 'generate-quote', 'process-prompt'])(
    'filters by the source %s, and "all" filters nothing',
    async (source) => {
      const owner = await ctx.signedIn('owner@acme.test');
      const range = { from: '2020-03-01T00:00:00Z', to: '2020-03-02T00:00:00Z' };
      const filtered = await prompts(owner, { ...range, source });
      expect(filtered.map((p) => p.content)).toEqual([`timeline ${source}`]);
      expect(await prompts(owner, { ...range, source: 'all' })).toHaveLength(5);
    },
  );
});

describe('AI log bulk delete', () => {
  it("deletes several selected prompts at once, and a super admin deletes another tenant's", async () => {
    const timeline = await insertTimeline(bluewaveId, new Date('2021-05-01T08:00:00.000Z'));
    const chosen = timeline.slice(0, 3).map((p) => p.id);
    const superAdmin = await ctx.signedIn('super@quotedesk.test');

    const response = await superAdmin.request({
      method: 'DELETE',
      url: '/api/ai/prompts',
      payload: { ids: chosen, tenantId: bluewaveId },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 3 });
    const left = await ctx.db
      .select({ id: aiPrompts.id })
      .from(aiPrompts)
      .where(
        inArray(
          aiPrompts.id,
          timeline.map((p) => p.id),
        ),
      );
    expect(left.map((p) => p.id).sort()).toEqual(
      timeline
        .slice(3)
        .map((p) => p.id)
        .sort(),
    );
  });
});
