import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { messageMeanings, messages } from '../../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../../testing/app';
import type { QuoteProvider, QuoteRequest } from '../provider';
import { matcherText } from '../provider';
import { generateQuote } from '../service';
import { piecesOf } from './clauses';
import { cosine, ENCODER_MODEL, type SentenceEncoder, sharedSentenceEncoder } from './encoder';
import { refreshMessageMeanings, tenantsWithUnreadMessages } from './message-meanings-job';
import { storedPieces } from './message-pieces';

// The app of these tests works no meaning jobs (the test config has no encoder): each test runs the job's work
// itself, so what is unread before it and stored after it is seen without waiting on a worker.
let ctx: TestContext;
let acmeId: string;
let encoder: SentenceEncoder;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  const loaded = await sharedSentenceEncoder();
  if (!loaded) throw new Error('The sentence encoder did not load');
  encoder = loaded;
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const receivedOrCreated = sql`coalesce(${messages.receivedAt}, ${messages.createdAt})`;

const newestMessage = async () => {
  const [message] = await ctx.db
    .select({ id: messages.id, subject: messages.subject, content: messages.content })
    .from(messages)
    .where(eq(messages.tenantId, acmeId))
    .orderBy(desc(receivedOrCreated))
    .limit(1);
  if (!message) throw new Error('The demo tenant has no message');
  return message;
};

const readingOf = async (messageId: string) => {
  const [row] = await ctx.db.select().from(messageMeanings).where(eq(messageMeanings.messageId, messageId));
  return row;
};

describe('the message-meanings job', () => {
  it("reads the tenant's recent messages once: their pieces and the encoder's vectors of them", async () => {
    expect(await tenantsWithUnreadMessages(ctx.db)).toContain(acmeId);

    const { stale, stored } = await refreshMessageMeanings(ctx.db, encoder, acmeId);

    expect(stale).toBeGreaterThan(10);
    expect(stored).toBe(stale);
    const message = await newestMessage();
    const row = await readingOf(message.id);
    const pieces = piecesOf(matcherText(message));
    expect(pieces.length).toBeGreaterThan(0);
    expect(row?.model).toBe(ENCODER_MODEL);
    expect(row?.pieces).toEqual(pieces);
    const vectors = storedPieces(row ?? { model: '', pieces: [], vectors: [] }).vectors;
    const fresh = await encoder.embed(pieces);
    expect(vectors).toHaveLength(pieces.length);
    vectors.forEach((vector, i) => {
      expect(cosine(vector, fresh[i] as Float32Array)).toBeGreaterThan(0.999);
    });
    // Nothing left to do: a second run (a restart, another instance) reads nothing.
    expect(await refreshMessageMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 0, stored: 0 });
    expect(await tenantsWithUnreadMessages(ctx.db)).not.toContain(acmeId);
  });

  it('leaves messages older than 30 days to the quote that asks for them', async () => {
    await refreshMessageMeanings(ctx.db, encoder, acmeId);
    const old = await ctx.db
      .select({ id: messages.id, reading: messageMeanings.messageId })
      .from(messages)
      .leftJoin(messageMeanings, eq(messageMeanings.messageId, messages.id))
      .where(and(eq(messages.tenantId, acmeId), lt(receivedOrCreated, sql`now() - interval '31 days'`)));

    expect(old.length).toBeGreaterThan(0);
    expect(old.map((message) => message.reading)).toEqual(old.map(() => null));
  });

  it('reads again a message read by another model', async () => {
    await refreshMessageMeanings(ctx.db, encoder, acmeId);
    const message = await newestMessage();
    await ctx.db
      .update(messageMeanings)
      .set({ model: 'an-older-model' })
      .where(eq(messageMeanings.messageId, message.id));
    expect(await tenantsWithUnreadMessages(ctx.db)).toContain(acmeId);

    expect(await refreshMessageMeanings(ctx.db, encoder, acmeId)).toEqual({ stale: 1, stored: 1 });
    expect((await readingOf(message.id))?.model).toBe(ENCODER_MODEL);
  });

  it('hands a quote the stored reading of its message', async () => {
    await refreshMessageMeanings(ctx.db, encoder, acmeId);
    const message = await newestMessage();
    const asked: QuoteRequest[] = [];
    const recording: QuoteProvider = {
      name: 'recording',
      async propose(request) {
        asked.push(request);
        return { proposal: { lines: [], unmatched: [] }, model: 'recording', version: null, raw: '' };
      },
    };

    await generateQuote(
      { db: ctx.db, providers: [recording], log: ctx.app.log },
      { tenantId: acmeId, userId: await ctx.userIdOf('owner@acme.test'), messageId: message.id },
    );

    expect(asked[0]?.messageMeaning?.model).toBe(ENCODER_MODEL);
    expect(asked[0]?.messageMeaning?.pieces).toEqual(piecesOf(matcherText(message)));
    expect(asked[0]?.messageMeaning?.vectors).toHaveLength(piecesOf(matcherText(message)).length);
  });
});
