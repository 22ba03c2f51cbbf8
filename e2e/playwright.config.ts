import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

/** A free loopback port, asked of the OS once in the main process; workers inherit it through the environment. */
function freePort(): string {
  const probe = spawnSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return probe.stdout.toString().trim();
}

process.env.E2E_PORT ||= freePort();
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'qd-e2e-data-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The daily journeys on a touch screen. */
const FIELD_JOURNEYS = 'field/**/*.spec.ts';
/** The axe sweep, also at phone width (its phone-only and desktop-only states skip themselves). */
const AXE_SWEEP = 'accessibility/axe-screens.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The installable app's service worker precaches every front end's files (3 MB) after a page's load, in
    // every new browser context: pwa.spec.ts tests it; elsewhere it only competes with the test's own requests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Debian's Chromium plays each device: Playwright's iPhone and iPad descriptors default to WebKit.
  projects: [
    { name: 'desktop', testIgnore: FIELD_JOURNEYS },
    {
      name: 'phone',
      use: { ...devices['iPhone 13'], defaultBrowserType: 'chromium' },
      testMatch: [FIELD_JOURNEYS, AXE_SWEEP],
    },
    {
      name: 'tablet',
      use: { ...devices['iPad Mini'], defaultBrowserType: 'chromium' },
      testMatch: FIELD_JOURNEYS,
    },
  ],
  webServer: {
    command: `${path.join(root, 'node_modules', '.bin', 'tsx')} ${path.join(root, 'server', 'src', 'main.ts')}`,
    url: `${baseURL}/api/health`,
    cwd: root,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_ROOT: root,
    },
  },
});
