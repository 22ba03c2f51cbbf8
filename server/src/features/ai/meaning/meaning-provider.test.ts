import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CatalogService } from '../catalog';
import { loadCatalog } from '../evaluation/corpus';
import { MATCHER_MODEL, matcherProposal, matcherText } from '../provider';
import { loadSentenceEncoder, type SentenceEncoder } from './encoder';
import { type MeaningEngine, meaningProposal } from './meaning-provider';
import { readPieces } from './message-pieces';
import { trainedPieceIntent } from './piece-intent';
import { trainedScorer } from './scorer';
import { serviceMeanings } from './service-meanings';

let encoder: SentenceEncoder;
let garage: CatalogService[];
let engine: MeaningEngine;

beforeAll(async () => {
  encoder = await loadSentenceEncoder();
  const catalog = loadCatalog('catalogs/garage.json');
  const meanings = await serviceMeanings(encoder, catalog);
  garage = catalog.map((service, i) => ({ ...service, meaning: meanings[i] }));
  engine = { encoder: () => encoder, scorer: trainedScorer(), intent: trainedPieceIntent() };
});
afterAll(() => encoder.close());

const forgetRemotes = {
  subject: null,
  content: "Please wipe the opener's memory so the old remotes won't work anymore.",
};
const ids = (lines: readonly { serviceId: string }[]) => lines.map((line) => line.serviceId);

describe('the quote engine with meaning', () => {
  it('quotes a request the lexical matcher cannot read, and logs that the encoder answered', async () => {
    expect(ids(matcherProposal(forgetRemotes, garage).lines)).not.toContain('Remote & Keypad Reprogramming');

    const { proposal, model } = await meaningProposal(engine, forgetRemotes, garage);

    expect(ids(proposal.lines)).toContain('Remote & Keypad Reprogramming');
    expect(model).toBe(`${MATCHER_MODEL}+${encoder.model}`);
  });

  it('answers with the lexical matcher alone until the encoder has loaded', async () => {
    const { proposal, model } = await meaningProposal(
      { ...engine, encoder: () => null },
      forgetRemotes,
      garage,
    );

    expect(proposal).toEqual(matcherProposal(forgetRemotes, garage));
    expect(model).toBe(MATCHER_MODEL);
  });

  it('answers with the lexical matcher alone when the encoder fails on the message', async () => {
    const failing = {
      ...encoder,
      embed: () => Promise.reject(new Error("The sentence encoder's thread ended")),
    };

    const { proposal, model } = await meaningProposal(
      { ...engine, encoder: () => failing },
      forgetRemotes,
      garage,
    );

    expect(proposal).toEqual(matcherProposal(forgetRemotes, garage));
    expect(model).toBe(MATCHER_MODEL);
  });

  describe("with the message's stored reading", () => {
    const failing = () => ({ ...encoder, embed: () => Promise.reject(new Error('the encoder was asked')) });
    const storedReading = async (model = encoder.model) => {
      const { pieces, vectors } = await readPieces(encoder, matcherText(forgetRemotes));
      return { model, pieces, vectors };
    };

    it('quotes from the stored vectors, without asking the encoder', async () => {
      const withEncoder = await meaningProposal(engine, forgetRemotes, garage);

      const fromStored = await meaningProposal(
        { ...engine, encoder: failing },
        forgetRemotes,
        garage,
        await storedReading(),
      );

      expect(fromStored).toEqual(withEncoder);
    });

    it('reads the message again when the stored vectors are of another model or other pieces', async () => {
      const otherModel = await storedReading('an-older-model');
      const otherPieces = { ...(await storedReading()), pieces: ['please wipe the memory'] };

      for (const stored of [otherModel, otherPieces]) {
        const { model } = await meaningProposal(
          { ...engine, encoder: failing },
          forgetRemotes,
          garage,
          stored,
        );
        // The failing encoder was asked: the answer is the lexical one.
        expect(model).toBe(MATCHER_MODEL);
      }
    });
  });

  it('answers with the lexical matcher alone while no service has its vectors', async () => {
    const unread = garage.map(({ meaning: _, ...service }) => service);

    const { proposal, model } = await meaningProposal(engine, forgetRemotes, unread);

    expect(proposal).toEqual(matcherProposal(forgetRemotes, unread));
    expect(model).toBe(MATCHER_MODEL);
  });

  it('keeps a lexical line of a service whose vectors are not made yet', async () => {
    const message = { subject: null, content: 'Please quote a new torsion spring for our garage door.' };
    const lexical = ids(matcherProposal(message, garage).lines);
    expect(lexical.length).toBeGreaterThan(0);
    const fresh = garage.map((service) =>
      lexical.includes(service.id) ? { ...service, meaning: undefined } : service,
    );

    const { proposal } = await meaningProposal(engine, message, fresh);

    expect(ids(proposal.lines)).toEqual(expect.arrayContaining(lexical));
  });

  it.each([
    ['empty', ''],
    ['100 KB of text', 'lorem ipsum dolor sit amet '.repeat(4000)],
    ['binary-looking', '\u0000\u0001\u0002\u00ff\ufffd'.repeat(2000)],
    [
      'not English',
      'Bonjour, pouvez-vous venir réparer notre chaudière la semaine prochaine ? Merci beaucoup.',
    ],
  ])('gives no line for %s input, without failing', async (_, content) => {
    const { proposal } = await meaningProposal(engine, { subject: null, content }, garage);

    expect(proposal.lines).toEqual([]);
  });
});
