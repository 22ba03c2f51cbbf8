import { colord } from 'colord';
import {
  FOREGROUND_DARK,
  FOREGROUND_LIGHT,
  primaryForeground,
  primaryForMode,
  tintedBackground,
  tintedCard,
} from './theme-maths';

describe('theme maths', () => {
  it('caps the dark-mode background saturation at 20 % and keeps the hue', () => {
    const background = colord(tintedBackground('#ff0000', 'dark')).toHsl();
    expect(background.s).toBeLessThanOrEqual(20.5);
    expect(background.h).toBe(0);
    // A colour already under the cap keeps its saturation (within the rounding of 8-bit channels).
    expect(
      Math.abs(colord(tintedBackground('#8a8f99', 'dark')).toHsl().s - colord('#8a8f99').toHsl().s),
    ).toBeLessThan(1);
  });

  it('gives dark-mode cards 15 % lightness', () => {
    expect(colord(tintedCard('#3b82f6', 'dark')).toHsl().l).toBeCloseTo(15, 0);
  });

  it('caps the light-mode background saturation at 15 %', () => {
    const background = colord(tintedBackground('#3b82f6', 'light')).toHsl();
    expect(background.s).toBeLessThanOrEqual(15.5);
    expect(background.l).toBeGreaterThan(90);
  });

  it('raises a custom primary by 15 lightness points in dark mode, capped at 75', () => {
    expect(colord(primaryForMode('#1d4ed8', 'dark')).toHsl().l).toBeCloseTo(
      colord('#1d4ed8').toHsl().l + 15,
      0,
    );
    expect(colord(primaryForMode('#93c5fd', 'dark')).toHsl().l).toBeCloseTo(75, 0);
    expect(primaryForMode('#1d4ed8', 'light')).toBe('#1d4ed8');
  });

  it('uses dark text on a primary lighter than 50 % or in dark mode, else white', () => {
    expect(primaryForeground('#3b82f6', 'light')).toBe(FOREGROUND_DARK);
    expect(primaryForeground('#1d4ed8', 'light')).toBe(FOREGROUND_LIGHT);
    expect(primaryForeground('#1d4ed8', 'dark')).toBe(FOREGROUND_DARK);
  });
});
