import { Vibrant } from 'node-vibrant/node';
import type { ExtractedColors } from 'shared-api/contract';

type Rgb = [number, number, number];

/** Colours closer than this (Euclidean RGB distance) count as the same colour. */
const MIN_DISTANCE = 60;
/** WCAG 1.4.11: a UI colour needs 3:1 against the white page to be seen (buttons, links, borders). */
const MIN_CONTRAST_ON_WHITE = 3;

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
    .map((swatch) => usable(swatch.rgb.map(Math.round) as Rgb));

  const chosen: Rgb[] = [];
  for (const rgb of swatches) {
    if (chosen.length < 3 && chosen.every((other) => distance(rgb, other) >= MIN_DISTANCE)) chosen.push(rgb);
  }
  const base = chosen[0] ?? ([59, 130, 246] as Rgb);
  for (const turn of [150, 210, 60, 300]) {
    if (chosen.length === 3) break;
    const candidate = usable(rotateHue(base, turn));
    if (chosen.every((other) => distance(candidate, other) >= MIN_DISTANCE)) chosen.push(candidate);
  }
  const [primary, secondary, accent] = chosen.map(toHex) as [string, string, string];
  return { primaryColor: primary, secondaryColor: secondary, accentColor: accent };
}

function usable(rgb: Rgb): Rgb {
  let [h, s, l] = toHsl(rgb);
  // A colour too pale to be seen on white keeps its hue and is darkened step by step.
  while (contrastOnWhite(fromHsl(h, s, l)) < MIN_CONTRAST_ON_WHITE && l > 0) l = Math.max(0, l - 0.02);
  return fromHsl(h, s, l);
}

function rotateHue(rgb: Rgb, degrees: number): Rgb {
  const [h, s, l] = toHsl(rgb);
  // A grey logo has no hue to turn: give the rotation some colour.
  return fromHsl((h + degrees) % 360, Math.max(s, 0.45), Math.min(Math.max(l, 0.35), 0.55));
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function contrastOnWhite(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const sector = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [(sector * 60 + 360) % 360, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] as Rgb;
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as Rgb;
}
