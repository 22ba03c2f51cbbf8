import { LOGO_NOT_IMAGE } from 'shared-api/contract';
import sharp from 'sharp';
import { HttpError } from '../../plugins/errors';

/** Formats a logo may arrive in; anything else sharp can read (PDF, raw TIFF stacks…) is refused. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'avif', 'heif', 'svg', 'tiff']);
/** A logo never needs more; keeps a small file that decodes to a huge bitmap from exhausting memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1024;

/**
 * Turns uploaded bytes into a safe PNG: the content decides (not the name or declared type), so a renamed text
 * file or a truncated image is refused. The result is re-encoded from decoded pixels — EXIF orientation applied,
 * every metadata block (EXIF, XMP, ICC, comments) dropped, an SVG rasterised so no markup is ever served.
 */
export async function normaliseLogo(bytes: Buffer): Promise<Buffer> {
  try {
    const input = () => sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, density: 144 });
    const { format } = await input().metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`Unsupported format: ${format}`);
    return await input()
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new HttpError(400, LOGO_NOT_IMAGE);
  }
}
