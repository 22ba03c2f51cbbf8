import { theme } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { buildThemeConfig } from './build-theme-config';
import { themeCssVars } from './css-vars';
import { DEFAULT_PRESET, PRESETS, presetVars } from './presets';

extend([a11yPlugin, mixPlugin]);

describe('PRESETS', () => {
  it('holds the Default preset with an AA-contrast primary and the suggested secondary and accent', () => {
    expect(PRESETS.default).toBe(DEFAULT_PRESET);
    expect(DEFAULT_PRESET).toMatchObject({
      key: 'default',
      displayName: 'Default',
      vars: { primary: '#1d4ed8', secondary: '#64748b', accent: '#8b5cf6', radius: 8 },
    });
  });
});

describe('presetVars', () => {
  it('uses the light values in light mode', () => {
    expect(presetVars(DEFAULT_PRESET, 'light')).toBe(DEFAULT_PRESET.vars);
  });

  it('applies the dark overrides in dark mode: dark surfaces, a lighter primary, the same accents', () => {
    const dark = presetVars(DEFAULT_PRESET, 'dark');
    expect(dark.sidebar).toBe(DEFAULT_PRESET.darkVars?.sidebar);
    expect(dark.sidebar).not.toBe(DEFAULT_PRESET.vars.sidebar);
    expect(dark.primary).toBe('#60a5fa');
    expect(dark.accent).toBe(DEFAULT_PRESET.vars.accent);
  });
});

describe('buildThemeConfig', () => {
  it('uses the default algorithm and the preset tokens in light mode', () => {
    const config = buildThemeConfig(DEFAULT_PRESET, 'light');
    expect(config.algorithm).toBe(theme.defaultAlgorithm);
    expect(config.token).toMatchObject({
      colorPrimary: '#1d4ed8',
      colorLink: '#1d4ed8',
      borderRadius: 8,
      colorError: '#dc2626',
    });
    expect(config.components?.Button).toMatchObject({ primaryColor: '#ffffff' });
    expect(config.components?.Layout).toMatchObject({ siderBg: '#f8fafc', lightSiderBg: '#f8fafc' });
  });

  it('uses the dark algorithm and dark sidebar in dark mode', () => {
    const config = buildThemeConfig(DEFAULT_PRESET, 'dark');
    expect(config.algorithm).toBe(theme.darkAlgorithm);
    expect(config.token?.colorPrimary).toBe('#60a5fa');
    expect(config.components?.Button?.primaryColor).not.toBe('#ffffff');
    expect(config.components?.Layout?.lightSiderBg).toBe(DEFAULT_PRESET.darkVars?.sidebar);
  });

  it('follows the preset it is given', () => {
    const preset = { ...DEFAULT_PRESET, vars: { ...DEFAULT_PRESET.vars, primary: '#ff0000', radius: 4 } };
    expect(buildThemeConfig(preset, 'light').token).toMatchObject({
      colorPrimary: '#ff0000',
      borderRadius: 4,
    });
  });
});

describe('themeCssVars', () => {
  it('names every variable with the --qd- prefix and the radius in px', () => {
    expect(themeCssVars(DEFAULT_PRESET.vars, 'light')).toEqual({
      '--qd-primary': '#1d4ed8',
      '--qd-primary-foreground': '#ffffff',
      '--qd-secondary': '#64748b',
      '--qd-accent': '#8b5cf6',
      '--qd-muted': '#f1f5f9',
      '--qd-destructive': '#dc2626',
      '--qd-border': '#e2e8f0',
      '--qd-input': '#cbd5e1',
      '--qd-ring': '#1d4ed8',
      '--qd-sidebar': '#f8fafc',
      '--qd-radius': '8px',
    });
  });
});

describe('buildThemeConfig: contrast of states', () => {
  it.each(Object.values(PRESETS))(
    'keeps white text on a hovered primary at 4.5:1 ($key, light)',
    (preset) => {
      const config = buildThemeConfig(preset, 'light');
      const foreground = config.components?.Button?.primaryColor;
      const hover = config.token?.colorPrimaryHover;
      if (foreground === '#ffffff')
        expect(colord(hover as string).contrast(foreground)).toBeGreaterThanOrEqual(4.5);
      else expect(hover).toBeUndefined();
    },
  );

  it.each(['light', 'dark'] as const)(
    "keeps a danger button's text at 4.5:1 on its red, at rest and hovered (%s)",
    (mode) => {
      const config = buildThemeConfig(DEFAULT_PRESET, mode);
      const button = config.components?.Button;
      const derived = theme.getDesignToken({ algorithm: config.algorithm, token: config.token });
      const text = button?.dangerColor as string;
      expect(colord(text).contrast(derived.colorError)).toBeGreaterThanOrEqual(4.5);
      expect(
        colord(text).contrast(button?.colorErrorHover ?? derived.colorErrorHover),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['light', 'dark'] as const)('gives placeholders and descriptions a 4.5:1 grey (%s)', (mode) => {
    const config = buildThemeConfig(DEFAULT_PRESET, mode);
    const derived = theme.getDesignToken({ algorithm: config.algorithm, token: config.token });
    for (const grey of [derived.colorTextPlaceholder, derived.colorTextDescription]) {
      const flattened = colord(grey)
        .alpha(1)
        .mix(derived.colorBgContainer, 1 - colord(grey).alpha());
      expect(flattened.contrast(derived.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(
    Object.values(PRESETS).flatMap((preset) => [
      [preset.key, 'light', preset] as const,
      [preset.key, 'dark', preset] as const,
    ]),
  )('rings a focused field in a colour that reads 3:1 on its card (%s, %s)', (_key, mode, preset) => {
    const config = buildThemeConfig(preset, mode);
    const derived = theme.getDesignToken({ algorithm: config.algorithm, token: config.token });
    const ring = presetVars(preset, mode).ring;
    expect(config.components?.Input?.activeShadow).toBe(`0 0 0 2px ${ring}`);
    expect(config.components?.Select?.activeOutlineColor).toBe(ring);
    expect(colord(ring).contrast(derived.colorBgContainer)).toBeGreaterThanOrEqual(3);
  });
});
