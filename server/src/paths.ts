import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (the one holding `package.json` and `drizzle/`), found from this module's own
 * location, so the same code works from `src/` under tsx and bundled into `dist/` by `npm run build`.
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const SERVER_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.dirname(SERVER_ROOT);
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
