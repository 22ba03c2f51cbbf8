import type { Branding } from 'shared-api';
import { DEFAULT_PRESET, PRESETS } from './presets';
import { brandingColors, resolveThemePreset, sameColors, startupThemeSource } from './theme-source';

const red = { primary: '#be123c', secondary: '#64748b', accent: '#8b5cf6' };
const noBranding: Branding = {
  logoUrl: null,
  sidebarLogoUrl: null,
  primaryColor: null,
  secondaryColor: null,
  accentColor: null,
  theme: null,
};

describe('resolveThemePreset (colour source priority)', () => {
  it('lets custom colours win over a saved preset', () => {
    const preset = resolveThemePreset({ themeKey: 'cyber-mint', customColors: red });
    expect(preset).toMatchObject({ key: 'custom', tint: '#be123c', vars: { primary: '#be123c' } });
  });

  it('uses the saved preset without custom colours', () => {
    expect(resolveThemePreset({ themeKey: 'cyber-mint', customColors: null })).toBe(PRESETS['cyber-mint']);
  });

  it.each([null, 'custom', 'bluewave', 'toString'])('uses Default for the saved key %p', (themeKey) => {
    expect(resolveThemePreset({ themeKey, customColors: null })).toBe(DEFAULT_PRESET);
  });
});

describe('brandingColors', () => {
  it('is null for a tenant without colours', () => {
    expect(brandingColors(noBranding)).toBeNull();
  });

  it('fills unset colours with the suggested ones', () => {
    expect(brandingColors({ ...noBranding, primaryColor: '#be123c' })).toEqual(red);
  });
});

describe('sameColors', () => {
  it('ignores letter case and tells different colours apart', () => {
    expect(sameColors(red, { ...red, primary: '#BE123C' })).toBe(true);
    expect(sameColors(red, { ...red, accent: '#000000' })).toBe(false);
    expect(sameColors(null, null)).toBe(true);
    expect(sameColors(red, null)).toBe(false);
  });
});

describe('startupThemeSource (the branding at start-up)', () => {
  it("applies the tenant's colours when they differ from the saved ones", () => {
    expect(
      startupThemeSource(
        { ...noBranding, primaryColor: '#be123c' },
        { themeKey: 'default', customColors: null },
      ),
    ).toEqual({ themeKey: 'default', customColors: red });
  });

  it('keeps the saved theme when the saved colours are the same', () => {
    expect(
      startupThemeSource(
        { ...noBranding, primaryColor: '#be123c' },
        { themeKey: 'custom', customColors: red },
      ),
    ).toBeNull();
  });

  it("uses the tenant's preset when it has no colours, dropping saved colours", () => {
    expect(
      startupThemeSource({ ...noBranding, theme: 'mossy-hollow' }, { themeKey: 'custom', customColors: red }),
    ).toEqual({ themeKey: 'mossy-hollow', customColors: null });
  });

  it('uses Default for a tenant with neither colours nor a known preset', () => {
    expect(
      startupThemeSource({ ...noBranding, theme: 'neon' }, { themeKey: 'cyber-mint', customColors: null }),
    ).toEqual({ themeKey: 'default', customColors: null });
    expect(startupThemeSource(noBranding, { themeKey: 'default', customColors: null })).toBeNull();
  });
});
