import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApiDocument } from '../src/features/api-docs/openapi';

/**
 * Writes the published OpenAPI document (what `/api/openapi.json` answers) to the file named, for Spectral:
 * `.spectral.yaml`'s overrides name it by its file name, `openapi.json`.
 */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: api-document.ts <folder>/openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(buildApiDocument(), null, 2));
