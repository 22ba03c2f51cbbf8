import { buildThemeConfig } from './build-theme-config';
import { hexToHsl } from './color';
import { customPreset } from './custom-preset';
import { presetVars } from './presets';

const colors = { primary: '#1d4ed8', secondary: '#64748b', accent: '#8b5cf6' };

describe('customPreset', () => {
  it('uses the colours as given in light mode', () => {
    expect(presetVars(customPreset(colors), 'light')).toMatchObject(colors);
  });

  it('lifts the primary by 15 lightness points in dark mode', () => {
    const dark = presetVars(customPreset(colors), 'dark');
    expect(hexToHsl(dark.primary).l).toBeCloseTo(hexToHsl(colors.primary).l + 15, 0);
    expect(dark.ring).toBe(dark.primary);
  });

  it('tints the page by the primary with capped saturation, and dark cards at 15 % lightness', () => {
    const light = buildThemeConfig(customPreset(colors), 'light').token ?? {};
    const dark = buildThemeConfig(customPreset(colors), 'dark').token ?? {};
    expect(hexToHsl(String(light.colorBgLayout)).s).toBeLessThanOrEqual(15.5);
    expect(hexToHsl(String(dark.colorBgLayout)).s).toBeLessThanOrEqual(20.5);
    expect(hexToHsl(String(dark.colorBgContainer)).l).toBeCloseTo(15, 0);
  });
});
