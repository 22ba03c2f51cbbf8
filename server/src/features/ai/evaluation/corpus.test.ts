import { MESSAGE_SOURCES } from 'shared-api/contract';
import { loadCorpus, sha256, testHalfFiles } from './corpus';

const corpus = loadCorpus();
const all = [...corpus.messages.dev, ...corpus.messages.test];

describe('the quote evaluation corpus', () => {
  it('holds at least 300 labelled messages over at least four trade catalogs', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(corpus.catalogs.size).toBeGreaterThanOrEqual(4);
    for (const catalog of corpus.catalogs.values()) expect(catalog.length).toBeGreaterThanOrEqual(30);
  });

  it('splits it in halves of the same size, each with every catalog and every source', () => {
    const { dev, test } = corpus.messages;
    expect(Math.abs(dev.length - test.length)).toBeLessThanOrEqual(dev.length * 0.1);
    for (const half of [dev, test]) {
      expect(new Set(half.map((message) => message.trade))).toEqual(new Set(corpus.catalogs.keys()));
      expect(new Set(half.map((message) => message.source))).toEqual(new Set(MESSAGE_SOURCES));
    }
    expect(corpus.split.dev.filter((file) => corpus.split.test.includes(file))).toEqual([]);
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

  it('keeps the test half exactly as it was frozen before the engine was tuned', () => {
    const files = testHalfFiles(corpus.split);
    expect(Object.fromEntries(files.map((file) => [file, sha256(file)]))).toEqual(
      Object.fromEntries(files.map((file) => [file, corpus.split.frozen[file]])),
    );
  });
});
