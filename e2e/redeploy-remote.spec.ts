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

  test("a remote can start using an antd component the shell never imported, on the shell's copy of antd", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const rebuilt = await buildCatalogsRemote({
      sources: {
        'src/features/catalogs/components/catalogs-page.tsx': (text) =>
          `import Rate from 'antd/es/rate';\n${text}`.replace(
            '<PageHeader title="Service Catalogs"',
            '<Rate disabled defaultValue={4} aria-label="Catalog rating" />\n      <PageHeader title="Service Catalogs"',
          ),
      },
    });
    cleanup.push(rebuilt);
    deployCatalogsRemote(webRoot, rebuilt);
    const scriptPaths = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptPaths.add(new URL(response.url()).pathname);
    });

    await page.goto(`${server.url}/login`);
    await signIn(page, OWNER.email, undefined, server.url);
    await sidebar(page).getByRole('link', { name: 'Catalogs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
    await expect(page.locator('.ant-rate-star-full')).toHaveCount(4);
    // The component's code came from the shell's build, so it runs on the shell's one copy of antd.
    const withRate = (file: string, dist: string) =>
      readFileSync(path.join(webRoot, dist, 'dist', path.basename(file)), 'utf8').includes('-star-first');
    const scripts = [...scriptPaths];
    expect(scripts.filter((file) => !file.startsWith('/mfe/')).some((file) => withRate(file, 'shell'))).toBe(
      true,
    );
    const remoteScripts = scripts.filter((file) => file.startsWith('/mfe/catalogs/'));
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.filter((file) => withRate(file, 'mfe-catalogs'))).toEqual([]);
  });
});
