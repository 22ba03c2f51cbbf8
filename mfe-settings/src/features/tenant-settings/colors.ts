import { LOGO_NOT_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from 'shared-api';
import type { CustomColors } from 'shared-ui';

export type ColorName = keyof CustomColors;
export const COLOR_ROWS: { name: ColorName; label: string }[] = [
  { name: 'primary', label: 'Primary' },
  { name: 'secondary', label: 'Secondary' },
  { name: 'accent', label: 'Accent' },
];

/** A typed hex colour as stored (`#rrggbb`, lower case; `#rgb` and a missing `#` accepted), or null. */
export function normaliseHex(input: string): string | null {
  const match = input.trim().match(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

export function rgbToHex(red: number, green: number, blue: number): string {
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A logo must be an image under 5 MB: checked in the browser before the upload (and again by the server). */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return LOGO_NOT_IMAGE;
  if (file.size >= MAX_LOGO_BYTES) return LOGO_TOO_LARGE;
  return null;
}
