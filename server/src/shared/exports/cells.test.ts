import { neutralised } from './cells';

describe('an export cell', () => {
  it.each(['=SUM(A1:A9)', '+1 555 0100', '-2+3', '@cmd', '\tindent', '\rreturn'])(
    'begins with an apostrophe when the text would run as a formula: %j',
    (text) => {
      expect(neutralised(text)).toBe(`'${text}`);
    },
  );

  it('keeps ordinary text, numbers, dates and yes/no as they are, and nothing as empty', () => {
    const day = new Date('2026-11-28T10:00:00Z');
    expect(neutralised('Kitchen = drain')).toBe('Kitchen = drain');
    expect(neutralised(-12.5)).toBe(-12.5);
    expect(neutralised(day)).toBe(day);
    expect(neutralised(false)).toBe(false);
    expect(neutralised(null)).toBeNull();
    expect(neutralised(undefined)).toBeNull();
  });
});
