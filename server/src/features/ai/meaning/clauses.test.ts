import { describe, expect, it } from '@jest/globals';
import { piecesOf } from './clauses';

describe('the pieces the encoder reads', () => {
  it('reads each sentence, and each clause of a sentence that asks for several things', () => {
    expect(
      piecesOf('The tap drips all night. Fix the dripping tap and clean out the gutters please'),
    ).toEqual([
      'The tap drips all night.',
      'Fix the dripping tap and clean out the gutters please',
      'Fix the dripping tap',
      'clean out the gutters please',
    ]);
  });

  it('leaves out clauses too short to be read alone and pieces with no words', () => {
    expect(piecesOf('Thanks, bye\n---\n42')).toEqual(['Thanks, bye']);
  });

  it('reads a long message up to a bound', () => {
    expect(piecesOf('Please fix the fence. '.repeat(100))).toHaveLength(1);
    expect(piecesOf(Array.from({ length: 100 }, (_, i) => `Item ${i} needs fixing.`).join(' '))).toHaveLength(
      16,
    );
  });
});
