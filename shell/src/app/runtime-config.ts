import type { RuntimeConfig } from 'shared-api';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const { remotes, apiBaseUrl, googleSignIn } = value as Record<string, unknown>;
  const remotesValid =
    !!remotes &&
    typeof remotes === 'object' &&
    Object.values(remotes).every((url) => typeof url === 'string');
  return (
    remotesValid &&
    (apiBaseUrl === undefined || typeof apiBaseUrl === 'string') &&
    (googleSignIn === undefined || typeof googleSignIn === 'boolean')
  );
}

/** Remote URLs and the API host come from the server at start, so no remote URL is baked into the shell. */
export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  try {
    // Served with Cache-Control: no-cache, and preloaded by index.html: a plain fetch takes the preload.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const config: unknown = await response.json();
    if (!isRuntimeConfig(config)) throw new Error(`${url} is not a valid runtime configuration`);
    return config;
  } catch (error) {
    console.error('Could not load the runtime configuration; remote screens are unavailable.', error);
    return { remotes: {} };
  }
}
