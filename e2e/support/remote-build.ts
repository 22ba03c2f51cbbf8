import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, test } from '@playwright/test';
import { OWNER } from './demo-users';
import { type ProductServer, REPO_ROOT, startProductServer } from './product-server';
import { sidebar, signIn } from './sign-in';

const FRONT_ENDS = ['shell', 'mfe-messages', 'mfe-customers', 'mfe-catalogs', 'mfe-admin', 'mfe-settings'];

/** A deployment folder holding a copy of every built front end, as a production host would. */
function copyBuiltFrontEnds(): string {
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
async function buildCatalogsRemote({ sources = {}, dependencies = {} }: RemoteChange): Promise<string> {
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
function deployCatalogsRemote(webRoot: string, build: string): void {
  const target = path.join(webRoot, 'mfe-catalogs', 'dist');
  rmSync(target, { recursive: true });
  mkdirSync(target);
  cpSync(path.join(build, 'dist'), target, { recursive: true });
}

export interface Deployment {
  server: ProductServer;
  /** The folder the server serves the front ends from. */
  webRoot: string;
  /** Builds a changed catalogs remote and deploys it in place of the current one; the shell stays as it is. */
  redeployCatalogs: (change: RemoteChange) => Promise<void>;
  /** Signs the owner in and opens the Catalogs screen from the sidebar. */
  openCatalogs: (page: Page) => Promise<void>;
}

/**
 * For the tests of one describe block: a product server on its own copy of the built front ends, as a
 * production host would deploy them; removed with every remote build after the block.
 */
export function ownDeployment(): Deployment {
  const folders: string[] = [];
  const deployment = {} as Deployment;
  test.beforeAll(async () => {
    const webRoot = copyBuiltFrontEnds();
    folders.push(webRoot);
    const server = await startProductServer({ WEB_ROOT: webRoot });
    Object.assign(deployment, {
      server,
      webRoot,
      redeployCatalogs: async (change: RemoteChange) => {
        const build = await buildCatalogsRemote(change);
        folders.push(build);
        deployCatalogsRemote(webRoot, build);
      },
      openCatalogs: async (page: Page) => {
        await page.goto(`${server.url}/login`);
        await signIn(page, OWNER.email, undefined, server.url);
        await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
      },
    });
  });
  test.afterAll(async () => {
    await deployment.server?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  return deployment;
}
