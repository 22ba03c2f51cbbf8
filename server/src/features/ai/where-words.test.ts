import { normalise, words } from './text';
import { wordsOfCircumstance, wordsOfPlace, wordsOfTime } from './where-words';

const placed = (sentence: string) => {
  const all = words(normalise(sentence));
  return [...wordsOfPlace(sentence)].map((i) => all[i]?.word);
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
      const all = words(normalise(sentence));
      return [...wordsOfTime(sentence)].map((i) => all[i]?.word);
    };
    expect(timed('clothes come out wet after an hour, he guessed 2 hours')).toEqual(['hour', 'hours']);
    expect(timed('can you come after hours on sunday')).toEqual([]);
  });
});

describe('words of circumstance', () => {
  const when = (sentence: string) => {
    const all = words(normalise(sentence));
    return [...wordsOfCircumstance(sentence)].map((i) => all[i]?.word);
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

  it('leaves a question and the main clause alone', () => {
    expect(when('when can you fix the dryer?')).toEqual([]);
    expect(when('the dryer squeals')).toEqual([]);
  });
});
