import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remotePageFor } from 'shared-api/contract';
import type { Config } from '../config';

/** What the hints read of a remote's mf-manifest.json (written by its build). */
interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isFileName = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w.-]+(\/[\w.-]+)*$/.test(value);

/**
 * `Link` preload hints for the page a navigation opens: its remote's manifest, entry and page scripts, read from
 * the remote's manifest on disk (so a redeployed remote is hinted as it now is). The browser then fetches them
 * while the shell's own script is still starting, instead of after it. Null when the page is the shell's, the
 * remotes live elsewhere (REMOTES_JSON), or the remote is not built.
 */
export async function remotePreloadLinks(config: Config, pathname: string): Promise<string | null> {
  const page = remotePageFor(pathname);
  if (!page || config.remotesJsonFile) return null;
  const name = page.remote.replace(/^mfe_/, '');
  let manifest: Manifest;
  try {
    const file = path.join(config.webRoot, `mfe-${name}`, 'dist', 'mf-manifest.json');
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = [entry?.path, entry?.name].filter((part) => part).join('/');
  const expose = manifest.exposes?.find((exposed) => exposed.path === page.module);
  const sync = expose?.assets?.js?.sync;
  const scripts = [entryFile, ...(Array.isArray(sync) ? sync : [])].filter(isFileName);
  const base = `/mfe/${name}/`;
  return [
    `<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`,
    ...scripts.map((file) => `<${base}${file}>; rel=preload; as=script; fetchpriority=low`),
  ].join(', ');
}
