import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import sharp from 'sharp';
import { extractBrandColors } from './logo-palette';

extend([a11yPlugin]);

const plainPng = (background: string) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background } })
    .png()
    .toBuffer();

describe('extractBrandColors', () => {
  it('gives a grey logo three distinct colours, the missing two in new hues', async () => {
    const colors = Object.values(await extractBrandColors(await plainPng('#888888')));
    expect(new Set(colors).size).toBe(3);
    expect(colors.slice(1).map((hex) => colord(hex).toHsl().s >= 45)).toEqual([true, true]);
  });

  it('darkens a pale logo colour until it reads on white at 3:1, keeping its hue', async () => {
    const { primaryColor } = await extractBrandColors(await plainPng('#93c5fd'));
    expect(colord(primaryColor).contrast('#ffffff')).toBeGreaterThanOrEqual(3);
    expect(Math.abs(colord(primaryColor).hue() - colord('#93c5fd').hue())).toBeLessThan(3);
  });
});
