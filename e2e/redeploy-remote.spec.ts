import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OWNER } from './support/demo-users';
import { type ProductServer, startProductServer } from './support/product-server';
import { buildCatalogsRemote, copyBuiltFrontEnds, deployCatalogsRemote } from './support/remote-build';
import { sidebar, signIn } from './support/sign-in';

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

    const rebuilt = await buildCatalogsRemote({
      sources: {
        'src/features/catalogs/components/catalogs-page.tsx': (text) =>
          text.replace('title="Service Catalogs"', 'title="Service Catalogs (v2)"'),
      },
    });
    cleanup.push(rebuilt);
    deployCatalogsRemote(webRoot, rebuilt);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs (v2)' })).toBeVisible();
    expect(readFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellBefore);
  });
});
