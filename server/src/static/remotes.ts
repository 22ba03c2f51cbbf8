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

/**
 * The origins other than this server's that the browser loads from: the API host and remotes served from
 * elsewhere. Read at start, for the Content-Security-Policy.
 */
export async function externalOrigins(config: Config): Promise<string[]> {
  const { remotes, apiBaseUrl } = await runtimeConfig(config);
  const origins = [apiBaseUrl, ...Object.values(remotes)].flatMap((url) => {
    if (!url || !/^https?:\/\//i.test(url)) return [];
    return [new URL(url).origin];
  });
  return [...new Set(origins)];
}
