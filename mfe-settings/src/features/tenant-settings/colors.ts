import { LOGO_NOT_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from 'shared-api';
import type { CustomColors } from 'shared-ui';

export type ColorName = keyof CustomColors;
export const COLOR_ROWS: { name: ColorName; label: string }[] = [
  { name: 'primary', label: 'Primary' },
  { name: 'secondary', label: 'Secondary' },
  { name: 'accent', label: 'Accent' },
];

/** A logo must be an image under 5 MB: checked in the browser before the upload (and again by the server). */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return LOGO_NOT_IMAGE;
  if (file.size >= MAX_LOGO_BYTES) return LOGO_TOO_LARGE;
  return null;
}
