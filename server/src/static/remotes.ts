import { readFile } from 'node:fs/promises';
import { type RuntimeConfig, runtimeConfigSchema } from 'shared-api/contract';
import type { Config } from '../config';

/** The five remotes: federation name `mfe_<name>`, served from `/mfe/<name>/`, built in `mfe-<name>/dist`. */
export const REMOTE_NAMES = ['messages', 'customers', 'catalogs', 'admin', 'settings'] as const;

/** The runtime config the shell fetches at start; a REMOTES_JSON file replaces the generated one. */
export async function runtimeConfig(config: Config): Promise<RuntimeConfig> {
  if (config.remotesJsonFile) {
    return runtimeConfigSchema.parse(JSON.parse(await readFile(config.remotesJsonFile, 'utf8')));
  }
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [`mfe_${name}`, `/mfe/${name}/mf-manifest.json`]),
  );
  return config.apiBaseUrl ? { remotes, apiBaseUrl: config.apiBaseUrl } : { remotes };
}
