import { MESSAGE_SOURCES } from 'shared-api/contract';
import { frozenFiles, loadCorpus, sha256 } from './corpus';

const corpus = loadCorpus();
const { dev, test, holdout } = corpus.messages;
const all = [...dev, ...test, ...holdout];
const tradesOf = (messages: typeof all) => new Set(messages.map((message) => message.trade));

describe('the quote evaluation corpus', () => {
  it('holds at least 300 labelled messages over at least four trade catalogs', () => {
    expect(dev.length + test.length).toBeGreaterThanOrEqual(300);
    expect(tradesOf(dev).size).toBeGreaterThanOrEqual(4);
    for (const catalog of corpus.catalogs.values()) expect(catalog.length).toBeGreaterThanOrEqual(30);
  });

  it('splits the shared trades in halves of the same size, each with every catalog and every source', () => {
    // Dev may hold extra trades of its own (more tuning data on trades the lexicon was not written for); the
    // trades both halves share are split evenly.
    const shared = dev.filter((message) => tradesOf(test).has(message.trade));
    expect(Math.abs(shared.length - test.length)).toBeLessThanOrEqual(shared.length * 0.1);
    expect([...tradesOf(test)].filter((trade) => !tradesOf(dev).has(trade))).toEqual([]);
    for (const half of [dev, test]) {
      expect(new Set(half.map((message) => message.source))).toEqual(new Set(MESSAGE_SOURCES));
    }
    expect(corpus.split.dev.filter((file) => corpus.split.test.includes(file))).toEqual([]);
  });

  it('keeps the validation trade inside the dev half', () => {
    expect(corpus.split.validation.length).toBeGreaterThan(0);
    expect(corpus.split.validation.filter((file) => !corpus.split.dev.includes(file))).toEqual([]);
  });

  it('holds out a trade of its own, in every source, that neither half has', () => {
    expect(holdout.length).toBeGreaterThanOrEqual(80);
    expect(new Set(holdout.map((message) => message.source))).toEqual(new Set(MESSAGE_SOURCES));
    expect([...tradesOf(holdout)].filter((trade) => tradesOf(dev).has(trade))).toEqual([]);
    expect(holdout.filter((message) => message.expected.length === 0).length).toBeGreaterThan(
      holdout.length * 0.08,
    );
  });

  it('labels only services of the message’s own catalog, once each', () => {
    for (const message of all) {
      const names = new Set(corpus.catalogs.get(message.trade)?.map((service) => service.name));
      const labelled = message.expected.map((line) => line.service);
      expect({ id: message.id, unknown: labelled.filter((name) => !names.has(name)) }).toEqual({
        id: message.id,
        unknown: [],
      });
      expect(new Set(labelled).size).toBe(labelled.length);
    }
  });

  it('gives every message a unique id and keeps messages that quote nothing', () => {
    expect(new Set(all.map((message) => message.id)).size).toBe(all.length);
    expect(all.filter((message) => message.expected.length === 0).length).toBeGreaterThan(all.length * 0.1);
  });

  it('keeps the test half and the holdout exactly as they were frozen before the engine was tuned', () => {
    const files = frozenFiles(corpus.split);
    expect(files).toEqual(expect.arrayContaining([...corpus.split.holdout, 'holdout/catalogs/pool.json']));
    expect(Object.fromEntries(files.map((file) => [file, sha256(file)]))).toEqual(
      Object.fromEntries(files.map((file) => [file, corpus.split.frozen[file]])),
    );
  });
});
