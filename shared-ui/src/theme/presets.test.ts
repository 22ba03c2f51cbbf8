import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { PRESETS, presetVars } from './presets';
import { primaryForeground } from './theme-maths';

extend([a11yPlugin]);

const presets = Object.values(PRESETS);

describe('the seven presets', () => {
  it('are the seven named ones, each with every style variable', () => {
    expect(presets.map((preset) => preset.displayName)).toEqual([
      'Default',
      'Fast Electric',
      'Bluewave Group',
      'Crimson Sunset',
      'Cyber Mint',
      'Purple Haze',
      'Mossy Hollow',
    ]);
    for (const preset of presets) {
      expect(Object.keys(preset.vars).sort()).toEqual([
        'accent',
        'border',
        'destructive',
        'input',
        'muted',
        'primary',
        'radius',
        'ring',
        'secondary',
        'sidebar',
      ]);
    }
  });

  it.each(
    presets.flatMap((preset) =>
      (['light', 'dark'] as const).map((mode) => [preset.displayName, mode, preset] as const),
    ),
  )('%s in %s mode puts text on its primary at WCAG AA contrast', (_name, mode, preset) => {
    const { primary } = presetVars(preset, mode);
    expect(colord(primaryForeground(primary, mode)).contrast(primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('have light-mode primaries at most 50 % light, so the foreground rule picks white text', () => {
    for (const preset of presets) expect(colord(preset.vars.primary).toHsl().l).toBeLessThanOrEqual(50);
  });
});
