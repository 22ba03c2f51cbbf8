import { colord } from 'colord';
import { buildThemeConfig } from './build-theme-config';
import { customPreset } from './custom-preset';
import { presetVars } from './presets';

const colors = { primary: '#1d4ed8', secondary: '#64748b', accent: '#8b5cf6' };

describe('customPreset', () => {
  it('uses the colours as given in light mode', () => {
    expect(presetVars(customPreset(colors), 'light')).toMatchObject(colors);
  });

  it('lifts the primary by 15 lightness points in dark mode', () => {
    const dark = presetVars(customPreset(colors), 'dark');
    expect(colord(dark.primary).toHsl().l).toBeCloseTo(colord(colors.primary).toHsl().l + 15, 0);
    expect(dark.ring).toBe(dark.primary);
  });

  it('tints the page by the primary with capped saturation, and dark cards at 15 % lightness', () => {
    const light = buildThemeConfig(customPreset(colors), 'light').token ?? {};
    const dark = buildThemeConfig(customPreset(colors), 'dark').token ?? {};
    expect(colord(String(light.colorBgLayout)).toHsl().s).toBeLessThanOrEqual(15.5);
    expect(colord(String(dark.colorBgLayout)).toHsl().s).toBeLessThanOrEqual(20.5);
    expect(colord(String(dark.colorBgContainer)).toHsl().l).toBeCloseTo(15, 0);
  });
});
