import { theme } from 'antd';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { readableTagTokens } from './tag-colors';

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
