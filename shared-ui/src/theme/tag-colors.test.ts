import { theme } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { readableTagTokens } from './tag-colors';

extend([a11yPlugin]);

describe('readableTagTokens', () => {
  it.each(['light', 'dark'] as const)(
    'gives every preset tag text 4.5:1 on its background in %s mode',
    (mode) => {
      const palette = theme.getDesignToken({
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      }) as unknown as Record<string, string>;
      const tokens = readableTagTokens(mode);
      expect(Object.keys(tokens)).toHaveLength(13);
      for (const [token, text] of Object.entries(tokens)) {
        const background = palette[token.replace(/7$/, '1')] as string;
        expect(colord(text).contrast(background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('moves light gold and dark purple, the pairs antd leaves under AA, to a deeper shade of the same colour', () => {
    const light = theme.getDesignToken({ algorithm: theme.defaultAlgorithm }) as unknown as Record<
      string,
      string
    >;
    const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm }) as unknown as Record<
      string,
      string
    >;
    expect(readableTagTokens('light').gold7).toBe(light.gold9);
    expect(readableTagTokens('dark').purple7).toBe(dark.purple8);
    expect(readableTagTokens('light').purple7).toBe(light.purple7);
  });
});
