import { readFile } from 'node:fs/promises';
import path from 'node:path';
import loadedWithSignedInApp from 'build-config/after-sign-in-shared.json' with { type: 'json' };
import { remotePageFor } from 'shared-api/contract';
import type { Config } from '../config';

/** What the hints read of an mf-manifest.json (written by each build). */
interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
  shared?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isFileName = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w.-]+(\/[\w.-]+)*$/.test(value);

const fileNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isFileName) : []);

async function readManifest(file: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Shared modules the shell loads with its signed-in app (the build's list, `AFTER_SIGN_IN_SHARED`),
 * a chunk the entry starts itself before any remote: hinting their chunks (the 'antd' facade is about 25) only
 * put them ahead of the shell's own script on the page's few connections, and the inbox's LCP came later.
 */
const LOADED_WITH_SIGNED_IN_APP = new Set<string>(loadedWithSignedInApp);

/**
 * The shell's own chunks for the shared modules the remote uses and the shell provides (a singleton the shell
 * does not need at start, like a picker the page shows): the remote's start waits for them otherwise.
 */
function shellSharedScripts(shell: Manifest | null, remote: Manifest, initialScripts: string): string[] {
  const used = new Set(remote.shared?.map(({ name }) => name));
  for (const name of LOADED_WITH_SIGNED_IN_APP) used.delete(name);
  const files = (shell?.shared ?? [])
    .filter(({ name }) => used.has(name))
    .flatMap(({ assets }) => fileNames(assets?.js?.sync));
  return [...new Set(files)].filter((file) => !initialScripts.includes(`/${file}"`));
}

/**
 * `Link` preload hints for the page a navigation opens: its remote's manifest, entry and page scripts, and the
 * shell's chunks of the shared modules that remote needs, read from the manifests on disk (so a redeployed
 * remote is hinted as it now is). The browser then fetches them while the shell's own script is still
 * starting, instead of after it. Null when the page is the shell's, the remotes live elsewhere
 * (REMOTES_JSON), or the remote is not built. `shellHtml` is the page being answered: its own scripts need
 * no hint.
 */
export async function remotePreloadLinks(
  config: Config,
  pathname: string,
  shellHtml: string,
): Promise<string | null> {
  const page = remotePageFor(pathname);
  if (!page || config.remotesJsonFile) return null;
  const name = page.remote.replace(/^mfe_/, '');
  const [manifest, shell] = await Promise.all([
    readManifest(path.join(config.webRoot, `mfe-${name}`, 'dist', 'mf-manifest.json')),
    readManifest(path.join(config.webRoot, 'shell', 'dist', 'mf-manifest.json')),
  ]);
  if (!manifest) return null;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = [entry?.path, entry?.name].filter((part) => part).join('/');
  const expose = manifest.exposes?.find((exposed) => exposed.path === page.module);
  const scripts = [entryFile, ...fileNames(expose?.assets?.js?.sync)].filter(isFileName);
  const base = `/mfe/${name}/`;
  return [
    `<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`,
    ...scripts.map((file) => `<${base}${file}>; rel=preload; as=script; fetchpriority=low`),
    ...shellSharedScripts(shell, manifest, shellHtml).map(
      (file) => `</${file}>; rel=preload; as=script; fetchpriority=low`,
    ),
  ].join(', ');
}
