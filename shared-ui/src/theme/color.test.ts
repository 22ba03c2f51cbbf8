import { contrastRatio, hexToHsl, hslToHex, isHexColor } from './color';

describe('hex and HSL', () => {
  it.each([
    ['#000000', { h: 0, s: 0, l: 0 }],
    ['#ffffff', { h: 0, s: 0, l: 100 }],
    ['#ff0000', { h: 0, s: 100, l: 50 }],
    ['#3b82f6', { h: 217.2, s: 91.2, l: 59.8 }],
  ])('reads %s as %j', (hex, hsl) => {
    expect(hexToHsl(hex)).toEqual(hsl);
  });

  it('reads three-digit hex', () => {
    expect(hexToHsl('#fff')).toEqual(hexToHsl('#ffffff'));
  });

  it.each(['#3b82f6', '#64748b', '#8b5cf6', '#0369a1', '#be123c'])('round-trips %s', (hex) => {
    expect(hslToHex(hexToHsl(hex))).toBe(hex);
  });

  it('tells hex colours from other text', () => {
    expect(['#abc', '#A1B2C3', 'abc123'].every(isHexColor)).toBe(true);
    expect(['', '#abcd', 'red', '#ggg000'].some(isHexColor)).toBe(false);
    expect(() => hexToHsl('red')).toThrow('Not a hex colour');
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1);
  });

  it('matches the WCAG figure for white on #3b82f6 (below AA)', () => {
    expect(contrastRatio('#ffffff', '#3b82f6')).toBeCloseTo(3.68, 2);
  });
});
