import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * `npm run migrate | seed:demo | create-admin`: with NODE_ENV=production the compiled command in server/dist (no
 * TypeScript runtime on a production host), otherwise the sources through tsx, so development needs no build.
 */
const [name, ...args] = process.argv.slice(2);
const production = process.env.NODE_ENV === 'production';
const compiled = path.join(root, 'server', 'dist', `${name}.js`);
if (production && !existsSync(compiled)) {
  console.error(`${path.relative(root, compiled)} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const [command, commandArgs] = production
  ? [process.execPath, ['--enable-source-maps', compiled, ...args]]
  : [
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'server', 'src', 'bin', `${name}.ts`), ...args],
    ];

const child = spawn(command, commandArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
