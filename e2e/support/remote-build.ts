import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './product-server';

const FRONT_ENDS = ['shell', 'mfe-messages', 'mfe-customers', 'mfe-catalogs', 'mfe-admin', 'mfe-settings'];

/** A deployment folder holding a copy of every built front end, as a production host would. */
export function copyBuiltFrontEnds(): string {
  const webRoot = mkdtempSync(path.join(REPO_ROOT, 'e2e', '.tmp-webroot-'));
  for (const dir of FRONT_ENDS)
    cpSync(path.join(REPO_ROOT, dir, 'dist'), path.join(webRoot, dir, 'dist'), { recursive: true });
  return webRoot;
}

export interface RemoteChange {
  /** Edits a source file of the copy: path under the remote's folder → new text from the old. */
  sources?: Record<string, (text: string) => string>;
  /** Dependency ranges of the copy's package.json: what its team built against. */
  dependencies?: Record<string, string>;
}

/** Builds a changed copy of the catalogs remote, as its team would ship a new version; answers the copy's folder. */
export async function buildCatalogsRemote({
  sources = {},
  dependencies = {},
}: RemoteChange): Promise<string> {
  const source = path.join(REPO_ROOT, 'mfe-catalogs');
  const copy = mkdtempSync(path.join(REPO_ROOT, 'e2e', '.tmp-mfe-catalogs-'));
  for (const item of ['src', 'rspack.config.mjs', 'package.json'])
    cpSync(path.join(source, item), path.join(copy, item), { recursive: true });
  for (const [file, edit] of Object.entries(sources)) {
    const target = path.join(copy, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
  }
  const manifest = path.join(copy, 'package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  writeFileSync(manifest, JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, ...dependencies } }));
  const { rspack } = await import('@rspack/core');
  const config = (await import(path.join(copy, 'rspack.config.mjs'))).default;
  await new Promise<void>((resolve, reject) =>
    rspack(config, (error, stats) =>
      error || stats?.hasErrors()
        ? reject(error ?? new Error(stats?.toString({ all: false, errors: true })))
        : resolve(),
    ),
  );
  return copy;
}

/** Replaces the deployed catalogs remote with a build's output, leaving the shell as it is. */
export function deployCatalogsRemote(webRoot: string, build: string): void {
  const target = path.join(webRoot, 'mfe-catalogs', 'dist');
  rmSync(target, { recursive: true });
  mkdirSync(target);
  cpSync(path.join(build, 'dist'), target, { recursive: true });
}
