import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jane Q Roe')).toBe('JR');
    expect(initials('jane roe')).toBe('JR');
  });

  it('takes one letter for a single word', () => {
    expect(initials('Plato')).toBe('P');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(initials('  Ada   Lovelace ')).toBe('AL');
  });

  it('falls back to a question mark for a blank or missing name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(initials('😀 Smile')).toBe('😀S');
  });
});
