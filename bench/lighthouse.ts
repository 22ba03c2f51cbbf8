import './support/measured-alone';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DEMO_PASSWORD, OWNER } from '../e2e/support/demo-users';
import { startProductServer } from '../e2e/support/product-server';
import { signIn } from './support/http-bench';

/**
 * Lighthouse on Debian's Chromium against the built product (`npm run build` first): /login and the signed-in
 * inbox, with the mobile preset (a mid-range phone, slow 4G, 4× CPU slowdown) and the desktop one beside it.
 * Prints performance, LCP, CLS, TBT and accessibility per page; the goals are performance ≥ 90,
 * LCP ≤ 2.5 s, CLS ≤ 0.1 and accessibility 100 on mobile. Run: npm run bench:lighthouse -w bench
 */
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/messages', signedIn: true },
];

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function audit(url: string, port: number, headers: Record<string, string>, desktop: boolean) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: headers,
  };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
  } satisfies Scores;
}

const line = (label: string, s: Scores) =>
  `  ${label.padEnd(8)} performance ${String(s.performance).padStart(3)}  LCP ${(s.lcpMs / 1000).toFixed(2)} s  ` +
  `CLS ${s.cls.toFixed(3)}  TBT ${s.tbtMs.toFixed(0).padStart(5)} ms  accessibility ${s.accessibility}`;

export async function benchLighthouse(): Promise<void> {
  const server = await startProductServer({});
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const session = await signIn(server, { email: OWNER.email, password: DEMO_PASSWORD });
    console.log('Lighthouse (mobile preset: slow 4G, 4× CPU; desktop preset beside it)');
    for (const page of PAGES) {
      const headers = page.signedIn ? session : {};
      const url = `${server.url}${page.path}`;
      console.log(page.path);
      console.log(line('mobile', await audit(url, chrome.port, headers, false)));
      console.log(line('desktop', await audit(url, chrome.port, headers, true)));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
