import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { Vibrant } from 'node-vibrant/node';
import type { ExtractedColors } from 'shared-api/contract';

extend([a11yPlugin]);

/** Colours closer than this (Euclidean RGB distance) count as the same colour. */
const MIN_DISTANCE = 60;
/** WCAG 1.4.11: a UI colour needs 3:1 against the white page to be seen (buttons, links, borders). */
const MIN_CONTRAST_ON_WHITE = 3;
const DARKEN_STEP = 0.02;
/** The default primary, the base of the hue rotations when a logo gives no colour at all. */
const FALLBACK_BASE = '#3b82f6';

/**
 * Three distinct, usable brand colours from a logo: the logo's swatches by how much of the logo they cover,
 * near-duplicates dropped, each darkened just enough to reach 3:1 on white; a logo with fewer than three
 * colours gets the missing ones as hue rotations of the first.
 */
export async function extractBrandColors(png: Buffer): Promise<ExtractedColors> {
  const palette = await Vibrant.from(png).getPalette();
  const swatches = Object.values(palette)
    .filter((swatch) => swatch !== null)
    .sort((a, b) => b.population - a.population)
    .map(({ rgb: [r, g, b] }) => usable(colord({ r, g, b })));

  const chosen: Colord[] = [];
  for (const color of swatches) {
    if (chosen.length < 3 && isDistinct(color, chosen)) chosen.push(color);
  }
  const base = chosen[0] ?? colord(FALLBACK_BASE);
  for (const turn of [150, 210, 60, 300]) {
    if (chosen.length === 3) break;
    const candidate = usable(rotateHue(base, turn));
    if (isDistinct(candidate, chosen)) chosen.push(candidate);
  }
  const [primary, secondary, accent] = chosen.map((color) => color.toHex()) as [string, string, string];
  return { primaryColor: primary, secondaryColor: secondary, accentColor: accent };
}

function usable(color: Colord): Colord {
  // A colour too pale to be seen on white keeps its hue and is darkened step by step.
  let darker = color;
  while (darker.contrast('#ffffff') < MIN_CONTRAST_ON_WHITE && darker.toHsl().l > 0) {
    darker = darker.darken(DARKEN_STEP);
  }
  return darker;
}

function rotateHue(color: Colord, degrees: number): Colord {
  const { h, s, l } = color.toHsl();
  // A grey logo has no hue to turn: give the rotation some colour (colord's rotate() would leave it grey).
  return colord({ h: h + degrees, s: Math.max(s, 45), l: Math.min(Math.max(l, 35), 55) });
}

function isDistinct(color: Colord, others: Colord[]): boolean {
  const { r, g, b } = color.toRgb();
  return others.every((other) => {
    const rgb = other.toRgb();
    return Math.hypot(r - rgb.r, g - rgb.g, b - rgb.b) >= MIN_DISTANCE;
  });
}
