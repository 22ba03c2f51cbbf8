// The app's icons for the web app manifest and iOS, drawn once from the SVGs beside this script:
// `npm run icons -w shell` writes shell/public/icons/*.png, which are committed (the build only copies them).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const out = path.join(here, '..', 'public', 'icons');

const ICONS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS draws its own rounded corners and ignores transparency: the full-bleed artwork.
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

await mkdir(out, { recursive: true });
for (const { source, file, size } of ICONS) {
  await sharp(path.join(here, source), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} (${size}×${size})`);
}
