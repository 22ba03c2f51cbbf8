import type { CatalogService } from './catalog';
import { buildRetrieval, retrieve, sentenceTokens } from './retrieval';

const service = (id: string, name: string, description: string, aliases: string[] = []): CatalogService => ({
  id,
  name,
  description,
  unit: 'each',
  cents: 10000,
  catalogName: 'Test',
  aliases,
});

const catalog = [
  service('faucet', 'Faucet Repair', 'Fix a leaking or dripping faucet in the existing fixture.'),
  service('heater', 'Water Heater Replacement', 'Remove the old tank water heater and install a new one.'),
  service('drain', 'Drain Cleaning', 'Clear one clogged sink, tub or shower drain.', ['gurgling throne']),
];
const retrieval = buildRetrieval(catalog);
const found = (text: string) =>
  retrieve(retrieval, sentenceTokens(retrieval, text))
    .sort((a, b) => b.nameCoverage - a.nameCoverage || b.bm25 - a.bm25)
    .map(({ entry, nameCoverage }) => ({ id: entry.service.id, alias: entry.alias, nameCoverage }));

describe('service retrieval', () => {
  it('finds services by the words of their name, forms of a word meeting on one stem', () => {
    expect(found('the water heaters need replacing')[0]).toMatchObject({ id: 'heater', alias: false });
    expect(found('the water heaters need replacing')[0]?.nameCoverage).toBeCloseTo(1, 5);
  });

  it('counts a word of the description as support, not as the name', () => {
    const [sink] = retrieve(retrieval, sentenceTokens(retrieval, 'the shower by the tub'));
    expect(sink).toMatchObject({ nameCoverage: 0, descriptionHits: 2 });
    expect(sink?.descriptionSupport).toBeGreaterThan(0);
  });

  it("finds a service by a tenant's phrase for it, as a name of its own", () => {
    expect(found('the throne keeps gurgling')[0]).toMatchObject({
      id: 'drain',
      alias: true,
      nameCoverage: 1,
    });
  });

  it('corrects a word that is no English word to the catalog word one edit or one swap away', () => {
    expect(sentenceTokens(retrieval, 'fawcet drian').map((token) => token.term)).toEqual(
      sentenceTokens(retrieval, 'faucet drain').map((token) => token.term),
    );
    expect(found('the fawcet')[0]?.id).toBe('faucet');
  });

  it('leaves English words and short words as written', () => {
    // 'later' is one edit from 'water' but a word of its own; 'wter' is too short to guess.
    expect(sentenceTokens(retrieval, 'later wter').map((token) => token.word)).toEqual(['later', 'wter']);
    expect(found('see you later')).toEqual([]);
  });

  it('records where in the sentence the words that hit a service are', () => {
    const [heater] = retrieve(retrieval, sentenceTokens(retrieval, 'our old water heater'));
    expect(heater?.hitIndexes.sort()).toEqual([2, 3]);
  });

  it('records apart where the words of its name are, a description word elsewhere not among them', () => {
    // 'faucet' (word 1) is the name's, and the symptom's 'repair' is read where it starts; 'dripping' (word 5) is
    // only the description's.
    const [faucet] = retrieve(retrieval, sentenceTokens(retrieval, 'the faucet, and it is dripping'));
    expect(faucet?.entry.service.id).toBe('faucet');
    expect(faucet?.hitIndexes).toContain(5);
    expect(new Set(faucet?.nameHitIndexes)).toEqual(new Set([1]));
  });

  it('reads a past form as a verb, not as the thing a service is for', () => {
    // 'drained' is no drain to clean; 'replaced' is still an action word.
    expect(found('we drained it last night').map((c) => c.id)).not.toContain('drain');
    expect(found('the drain is blocked').map((c) => c.id)).toContain('drain');
  });
});

describe('particles that tell services apart', () => {
  const moves = buildRetrieval([
    service('in', 'Move-In Cleaning', 'Clean before you move in.'),
    service('out', 'Move-Out Cleaning', 'Clean after you move out.'),
    service('tune', 'Engine Tune-Up', 'Plugs and filters.'),
  ]);
  const best = (text: string) =>
    retrieve(moves, sentenceTokens(moves, text))
      .sort((a, b) => b.nameCoverage - a.nameCoverage)
      .map(({ entry, nameCoverage }) => ({ id: entry.service.id, nameCoverage }));

  it('reads a verb and the particle the catalog names it with as one word, in any form', () => {
    expect(best('do u do move out cleans?')[0]).toMatchObject({ id: 'out', nameCoverage: 1 });
    expect(best('we are moving into the flat, clean it first')[0]).toMatchObject({
      id: 'in',
      nameCoverage: 1,
    });
    expect(best('a move-out clean')[0]).toMatchObject({ id: 'out', nameCoverage: 1 });
  });

  it('leaves a verb the catalog names with one particle to be read by itself', () => {
    expect(best('the car needs a tune')[0]).toMatchObject({ id: 'tune' });
  });
});
