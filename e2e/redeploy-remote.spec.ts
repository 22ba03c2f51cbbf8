import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ownDeployment } from './support/remote-build';

test.describe('independent deployment of one remote', () => {
  const deployment = ownDeployment();

  test('swapping the built folder of one remote changes what the browser gets, with no shell rebuild', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await deployment.openCatalogs(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
    const shellBefore = readFileSync(path.join(deployment.webRoot, 'shell', 'dist', 'index.html'), 'utf8');

    await deployment.redeployCatalogs({
      sources: {
        'src/features/catalogs/components/catalogs-page.tsx': (text) =>
          text.replace('title="Service Catalogs"', 'title="Service Catalogs (v2)"'),
      },
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs (v2)' })).toBeVisible();
    expect(readFileSync(path.join(deployment.webRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(
      shellBefore,
    );
  });

  test("a remote can start using an antd component the shell never imported, on the shell's copy of antd", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await deployment.redeployCatalogs({
      sources: {
        'src/features/catalogs/components/catalogs-page.tsx': (text) =>
          `import Rate from 'antd/es/rate';\n${text}`.replace(
            '<PageHeader title="Service Catalogs"',
            '<Rate disabled defaultValue={4} aria-label="Catalog rating" />\n      <PageHeader title="Service Catalogs"',
          ),
      },
    });
    const scriptPaths = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptPaths.add(new URL(response.url()).pathname);
    });

    await deployment.openCatalogs(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogs' })).toBeVisible();
    await expect(page.locator('.ant-rate-star-full')).toHaveCount(4);
    // The component's code came from the shell's build, so it runs on the shell's one copy of antd.
    const withRate = (file: string, dist: string) =>
      readFileSync(path.join(deployment.webRoot, dist, 'dist', path.basename(file)), 'utf8').includes(
        '-star-first',
      );
    const scripts = [...scriptPaths];
    expect(scripts.filter((file) => !file.startsWith('/mfe/')).some((file) => withRate(file, 'shell'))).toBe(
      true,
    );
    const remoteScripts = scripts.filter((file) => file.startsWith('/mfe/catalogs/'));
    expect(remoteScripts.length).toBeGreaterThan(0);
    expect(remoteScripts.filter((file) => withRate(file, 'mfe-catalogs'))).toEqual([]);
  });
});
