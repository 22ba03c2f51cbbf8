import { readFile } from 'node:fs/promises';
import { type RuntimeConfig, runtimeConfigSchema } from 'shared-api/contract';
import { type Config, isGoogleConfigured } from '../config';

/** The five remotes: federation name `mfe_<name>`, served from `/mfe/<name>/`, built in `mfe-<name>/dist`. */
export const REMOTE_NAMES = ['messages', 'customers', 'catalogs', 'admin', 'settings'] as const;

/**
 * The runtime config the shell fetches at start; a REMOTES_JSON file replaces the generated remotes and API
 * host. Whether Google is set up always comes from this server's own configuration.
 */
export async function runtimeConfig(config: Config): Promise<RuntimeConfig> {
  const googleSignIn = isGoogleConfigured(config);
  if (config.remotesJsonFile) {
    const file = runtimeConfigSchema.parse(JSON.parse(await readFile(config.remotesJsonFile, 'utf8')));
    return { ...file, googleSignIn };
  }
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [`mfe_${name}`, `/mfe/${name}/mf-manifest.json`]),
  );
  return config.apiBaseUrl
    ? { remotes, apiBaseUrl: config.apiBaseUrl, googleSignIn }
    : { remotes, googleSignIn };
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
