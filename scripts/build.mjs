import path from 'node:path';
import { rspack } from '@rspack/core';
import { buildServer } from '../server/scripts/build.mjs';
import { FRONT_END_DIRS } from './front-ends.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the shell and every remote in one Rspack multi-compiler (each still its own independent build). */
export async function buildFrontEnds(dirs = FRONT_END_DIRS) {
  process.env.NODE_ENV ??= 'production';
  const configs = await Promise.all(
    dirs.map(async (dir) => (await import(path.join(root, dir, 'rspack.config.mjs'))).default),
  );
  const stats = await new Promise((resolve, reject) => {
    rspack(configs, (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('The front-end build failed');
  }
  await Promise.all(dirs.map((dir) => precompress(path.join(root, dir, 'dist'))));
  console.log(`Built ${dirs.join(', ')}`);
}

/** `npm run build`: every front end and the server; `node scripts/build.mjs shell mfe-catalogs server` picks some. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const picked = process.argv.slice(2);
  const frontEnds = picked.length ? picked.filter((dir) => dir !== 'server') : FRONT_END_DIRS;
  if (frontEnds.length) await buildFrontEnds(frontEnds);
  if (!picked.length || picked.includes('server')) await buildServer();
}
