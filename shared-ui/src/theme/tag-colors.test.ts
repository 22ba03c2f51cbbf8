import { theme } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { readableStatusTagTokens, readableTagTokens, searchReadableTagSeeds } from './tag-colors';

extend([a11yPlugin]);

const algorithmOf = (mode: 'light' | 'dark') =>
  mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
const NAMES = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
];

describe('readableTagTokens', () => {
  it.each(['light', 'dark'] as const)('answers what the search finds with this antd in %s mode', (mode) => {
    expect(readableTagTokens(mode)).toEqual(searchReadableTagSeeds(mode));
  });

  it.each(['light', 'dark'] as const)(
    'gives every preset tag text 4.5:1 on its background in %s mode',
    (mode) => {
      const palette = theme.getDesignToken({
        algorithm: algorithmOf(mode),
        token: readableTagTokens(mode),
      }) as unknown as Record<string, string>;
      for (const name of NAMES) {
        expect([
          name,
          colord(palette[`${name}7`] as string).contrast(palette[`${name}1`] as string) >= 4.5,
        ]).toEqual([name, true]);
      }
    },
  );

  it('reseeds light gold and dark purple, the pairs antd leaves under AA, and leaves readable colours alone', () => {
    expect(readableTagTokens('light')).toHaveProperty('gold');
    expect(readableTagTokens('dark')).toHaveProperty('purple');
    expect(readableTagTokens('light')).not.toHaveProperty('purple');
    expect(readableTagTokens('dark')).not.toHaveProperty('gold');
  });
});

describe('readableStatusTagTokens', () => {
  it.each([
    ['light', '#dc2626'],
    ['dark', '#f87171'],
  ] as const)('gives every status tag text 4.5:1 on its background in %s mode', (mode, colorError) => {
    const palette = theme.getDesignToken({
      algorithm: algorithmOf(mode),
      token: { colorError },
    }) as unknown as Record<string, string>;
    const tokens = readableStatusTagTokens(mode, { colorError });
    for (const status of ['Success', 'Info', 'Warning', 'Error']) {
      const text = tokens[`color${status}`] as string;
      expect([status, colord(text).contrast(palette[`color${status}Bg`] as string) >= 4.5]).toEqual([
        status,
        true,
      ]);
    }
  });

  it("keeps each status's hue: light colours only get deeper, dark ones only lighter", () => {
    const light = theme.getDesignToken({ algorithm: theme.defaultAlgorithm });
    const info = readableStatusTagTokens('light').colorInfo as string;
    expect(colord(info).brightness()).toBeLessThan(colord(light.colorInfo).brightness());
    expect(Math.abs(colord(info).hue() - colord(light.colorInfo).hue())).toBeLessThan(5);
    const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
    expect(colord(readableStatusTagTokens('dark').colorInfo as string).brightness()).toBeGreaterThan(
      colord(dark.colorInfo).brightness(),
    );
  });
});
