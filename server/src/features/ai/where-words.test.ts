import { readSentence } from './message-document';
import { wordsNegated, wordsOfCircumstance, wordsOfPlace, wordsOfTime } from './where-words';

const placed = (sentence: string) => {
  const read = readSentence(sentence);
  return [...wordsOfPlace(read)].map((i) => read.words[i]?.word);
};

describe('words of place', () => {
  it('reads the thing after a place preposition as where the work is', () => {
    expect(placed('need a new water filter put in the fridge')).toEqual(['the', 'fridge']);
    expect(placed('a wasp nest under the eave by the back door')).toEqual([
      'the',
      'eave',
      'by',
      'the',
      'back',
      'door',
    ]);
  });

  it('stops at a clause boundary and after three words', () => {
    expect(placed('it is in, the fridge is warm')).toEqual([]);
    expect(placed('on the old broken chest freezer')).toEqual(['the', 'old', 'broken']);
  });

  it('leaves the thing asked for alone', () => {
    expect(placed('can you fix the dryer for us')).toEqual([]);
    expect(placed('pricing on a termite letter')).toEqual([]);
  });
});

describe('words of time', () => {
  it('reads a time unit after a count as how long, not as a thing', () => {
    const timed = (sentence: string) => {
      const read = readSentence(sentence);
      return [...wordsOfTime(read)].map((i) => read.words[i]?.word);
    };
    expect(timed('clothes come out wet after an hour, he guessed 2 hours')).toEqual(['hour', 'hours']);
    expect(timed('can you come after hours on sunday')).toEqual([]);
  });
});

describe('words of circumstance', () => {
  const when = (sentence: string) => {
    const read = readSentence(sentence);
    return [...wordsOfCircumstance(read)].map((i) => read.words[i]?.word);
  };

  it('reads a clause opened by when or while, to its end, as when the fault happens', () => {
    expect(when('the breaker trips when we run the dishwasher, can you look')).toEqual([
      'we',
      'run',
      'the',
      'dishwasher',
    ]);
    expect(when('it squeals while the dryer spins')).toEqual(['the', 'dryer', 'spins']);
  });

  it('reads a clause opened by where, to its end, as where the fault is', () => {
    expect(when('cracks in the drywall where the walls meet the ceiling, can you tape them')).toEqual([
      'the',
      'walls',
      'meet',
      'the',
      'ceiling',
    ]);
    expect(when('where can you park the van')).toEqual([]);
  });

  it('reads what follows after, to the clause end, as when, not as what is asked', () => {
    expect(when('Margaret says the budget is stretched after the laptops, but the server')).toEqual([
      'the',
      'laptops',
    ]);
  });

  it('leaves a question and the main clause alone', () => {
    expect(when('when can you fix the dryer?')).toEqual([]);
    expect(when('the dryer squeals')).toEqual([]);
  });
});

describe('words negated', () => {
  const negated = (sentence: string) => {
    const read = readSentence(sentence);
    return [...wordsNegated(read)].map((i) => read.words[i]?.word);
  };

  it('reads the noun phrase after a negator as turned away, up to a stop word or punctuation', () => {
    expect(negated('need 3 bedrooms painted, walls only NOT ceilings')).toEqual(['ceilings']);
    expect(negated('its 16 x 20, no railings. stain it')).toEqual(['railings']);
    expect(negated('just the oil change, not the fancy synthetic for it')).toEqual(['fancy', 'synthetic']);
  });

  it('leaves a negated verb and a fault told with a negator alone', () => {
    expect(negated("it's not torn, there's no outlet and the fridge has no ice maker")).toEqual([]);
    expect(negated('no hot water since sunday, not sure why')).toEqual([]);
    expect(negated('no one has cleaned the carpets')).toEqual([]);
  });
});
