import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildFrontEnds } from './build.mjs';
import { FRONT_END_DIRS } from './front-ends.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Taken before the build below sets NODE_ENV=production for the bundler: the server keeps the caller's mode.
const serverEnv = { WEB_ROOT: root, ...process.env };

/** `npm start`: build whichever front end has no build yet, then serve everything from one process. */
const missing = FRONT_END_DIRS.filter((dir) => {
  const marker = dir === 'shell' ? 'index.html' : 'mf-manifest.json';
  return !existsSync(path.join(root, dir, 'dist', marker));
});
if (missing.length) {
  console.log(`Building ${missing.join(', ')} (first start)...`);
  await buildFrontEnds(missing);
}

const server = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'server', 'src', 'main.ts')],
  {
    stdio: 'inherit',
    env: serverEnv,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
