import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { type ProductServer, REPO_ROOT, startProductServer } from './support/product-server';
import { sidebar, signIn } from './support/sign-in';

const FRONT_ENDS = ['shell', 'mfe-messages', 'mfe-customers', 'mfe-catalogs', 'mfe-admin', 'mfe-settings'];

/** A deployment folder holding a copy of every built front end, as a production host would. */
function copyBuiltFrontEnds(): string {
  const webRoot = mkdtempSync(path.join(REPO_ROOT, 'e2e', '.tmp-webroot-'));
  for (const dir of FRONT_ENDS)
    cpSync(path.join(REPO_ROOT, dir, 'dist'), path.join(webRoot, dir, 'dist'), { recursive: true });
  return webRoot;
}

/** Rebuilds the catalogs remote from a changed copy of its source, as its team would ship a new version. */
async function buildChangedCatalogsRemote(): Promise<string> {
  const source = path.join(REPO_ROOT, 'mfe-catalogs');
  const copy = mkdtempSync(path.join(REPO_ROOT, 'e2e', '.tmp-mfe-catalogs-'));
  for (const item of ['src', 'rspack.config.mjs'])
    cpSync(path.join(source, item), path.join(copy, item), { recursive: true });
  const page = path.join(copy, 'src', 'features', 'catalogs', 'components', 'catalogs-page.tsx');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace('title="Service Catalogs"', 'title="Service Catalogs (v2)"'),
  );
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

test.describe('independent deployment of one remote', () => {
  let server: ProductServer;
  let webRoot: string;
  const cleanup: string[] = [];

  test.beforeAll(async () => {
    webRoot = copyBuiltFrontEnds();
    cleanup.push(webRoot);
    server = await startProductServer({ WEB_ROOT: webRoot });
  });

  test.afterAll(async () => {
    await server?.stop();
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  test('swapping the built folder of one remote changes what the browser gets, with no shell rebuild', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${server.url}/login`);
    await signIn(page, OWNER.email, undefined, server.url);
    await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
    const shellBefore = readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8');

    const rebuilt = await buildChangedCatalogsRemote();
    cleanup.push(rebuilt);
    const target = path.join(webRoot, 'mfe-catalogs', 'dist');
    rmSync(target, { recursive: true });
    mkdirSync(target);
    cpSync(path.join(rebuilt, 'dist'), target, { recursive: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs (v2)' })).toBeVisible();
    expect(readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBefore);
  });
});
