import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  cosine,
  loadSentenceEncoder,
  type SentenceEncoder,
  sharedSentenceEncoder,
  type Vector,
} from './encoder';

let encoder: SentenceEncoder;
const ended: Error[] = [];

beforeAll(async () => {
  encoder = await loadSentenceEncoder((error) => ended.push(error));
});
afterAll(() => encoder.close());

const sentences = (count: number) =>
  Array.from({ length: count }, (_, i) => `Please quote ${i + 1} new faucets for the upstairs bathroom.`);

describe('the sentence encoder', () => {
  it('gives unit vectors whose similarity follows meaning', async () => {
    const [tap, faucet, gutter] = (await encoder.embed([
      'the tap in the kitchen will not stop dripping',
      'faucet repair',
      'gutter cleaning',
    ])) as [Vector, Vector, Vector];

    expect(cosine(tap, tap)).toBeCloseTo(1, 5);
    expect(cosine(tap, faucet)).toBeGreaterThan(cosine(tap, gutter));
  });

  it('embeds in its own thread: the event loop stays free for requests while it works', async () => {
    const before = performance.eventLoopUtilization();

    const vectors = await encoder.embed(sentences(96));

    expect(vectors).toHaveLength(96);
    // The share of the time this thread's loop was busy; the model in this thread would keep it near 1.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
  });
});

describe('a thread that ends', () => {
  it('refuses the work it was given and what comes after, and is heard of', async () => {
    const doomed = await loadSentenceEncoder((error) => ended.push(error));
    const underway = doomed.embed(sentences(64));

    await doomed.close();

    await expect(underway).rejects.toThrow(/thread ended/);
    await expect(doomed.embed(['one more'])).rejects.toThrow(/thread ended/);
    expect(ended).toHaveLength(1);
  });

  it('is forgotten by the shared encoder, which starts another on the next ask', async () => {
    const heard: unknown[] = [];
    const first = await sharedSentenceEncoder((error) => heard.push(error));

    await first?.close();
    const second = await sharedSentenceEncoder();

    expect(heard).toHaveLength(1);
    expect(second).not.toBe(first);
    expect(await second?.embed(['a leaking pipe'])).toHaveLength(1);
    await second?.close();
  });
});
