import { messageDocument, readSentence } from './message-document';
import { extractQuantities } from './quantities';
import { normalise, segmentText, tokenize, words } from './text';

const MESSAGE = `Hi, we need 3 toilets replaced and about 200 sq ft of tile laid; also the Wi-Fi is down.
Can you quote the 2 outlet swaps, plus a 12 x 14 bedroom (carpet), by Friday?`;

describe('the message document', () => {
  it('has the sentences text.ts segments the message into, where they sit', () => {
    const document = messageDocument(MESSAGE);
    expect(document.sentences.map(({ text, start }) => ({ text, start }))).toEqual(segmentText(MESSAGE));
  });

  it('reads each sentence as text.ts and quantities.ts do: normalised text, words, tokens, quantities', () => {
    for (const sentence of messageDocument(MESSAGE).sentences) {
      expect(sentence.normalised).toBe(normalise(sentence.text));
      expect(sentence.words).toEqual(words(normalise(sentence.text)));
      expect(sentence.tokens).toEqual(tokenize(sentence.text));
      expect(sentence.quantities).toEqual(extractQuantities(sentence.text));
    }
    expect(messageDocument(MESSAGE).quantities).toEqual(extractQuantities(MESSAGE));
  });

  it('splits a sentence into its clauses, each with its tokens', () => {
    const sentence = readSentence('2 toilets and a leaky kitchen sink, the tub (upstairs)');
    expect(sentence.clauses.map((clause) => clause.text)).toEqual([
      '2 toilets',
      'a leaky kitchen sink',
      'the tub',
      'upstairs',
    ]);
    for (const clause of sentence.clauses) {
      expect(sentence.text.slice(clause.start, clause.end)).toBe(clause.text);
      expect(clause.tokens).toEqual(tokenize(clause.text));
    }
  });

  it('reads a sentence once: every stage gets the same words, tokens and quantities', () => {
    const [sentence] = messageDocument(MESSAGE).sentences;
    expect(sentence).toBeDefined();
    if (!sentence) return;
    expect(sentence.words).toBe(sentence.words);
    expect(sentence.tokens).toBe(sentence.tokens);
    expect(sentence.clauses).toBe(sentence.clauses);
    expect(sentence.quantities).toBe(sentence.quantities);
    const document = messageDocument(MESSAGE);
    expect(document.sentences).toBe(document.sentences);
    expect(document.quantities).toBe(document.quantities);
  });
});
