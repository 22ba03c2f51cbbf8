import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every check in order — types, lint/format, unit and server integration tests, the production build,
 * and the browser e2e suite — then one closing line totalling them all: `N passed, N failed`.
 * With TEST_DATABASE_URL set, the server integration suite runs a second time against that PostgreSQL.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function check(title, command, args, env) {
  console.log(`\n▶ ${title}`);
  const ok = (await run(command, args, env)) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✔' : '✘'} ${title}`);
  return ok;
}

/** Runs a test runner that writes a JSON report and adds its per-test counts to the totals. */
async function suite(title, command, args, readCounts, env) {
  console.log(`\n▶ ${title}`);
  const code = await run(command, args, env);
  const counts = await readCounts().catch(() => null);
  if (!counts) {
    totals.failed += 1;
    console.log(`✘ ${title}: no report`);
    return;
  }
  // A runner that failed outside any test (a crash, a suite that did not load) still counts as a failure.
  const failed = counts.failed || (code === 0 ? 0 : 1);
  totals.passed += counts.passed;
  totals.failed += failed;
  console.log(`${failed ? '✘' : '✔'} ${title}: ${counts.passed} passed, ${failed} failed`);
}

/** Every package whose imports the boundary rules check. */
const WORKSPACE_SOURCES = [
  'shell',
  'mfe-admin',
  'mfe-catalogs',
  'mfe-customers',
  'mfe-messages',
  'mfe-settings',
  'shared-api',
  'shared-ui',
  'server',
  'build-config',
];

const reports = await mkdtemp(path.join(tmpdir(), 'qd-test-'));

/** The server tests run as ES modules, which jest supports behind Node's VM modules flag. */
const JEST_NODE_OPTIONS = '--experimental-vm-modules --disable-warning=ExperimentalWarning';

async function jestSuite(title, args, env) {
  const file = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  await suite(
    title,
    bin('jest'),
    [...args, '--json', `--outputFile=${file}`],
    async () => {
      const report = JSON.parse(await readFile(file, 'utf8'));
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      };
    },
    { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${JEST_NODE_OPTIONS}`.trim(), ...env },
  );
}

await check('Type-check (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await check('Lint and format (biome)', bin('biome'), ['check', '.']);
await check('Architecture boundaries (dependency-cruiser)', bin('depcruise'), [
  '--config',
  '.dependency-cruiser.cjs',
  ...WORKSPACE_SOURCES,
]);
await check('Unused files, exports and dependencies (knip)', bin('knip'), []);
await check('API document lint (Spectral, OWASP API Security Top 10)', 'npm', [
  'run',
  '--silent',
  'lint:api',
]);
await jestSuite('Unit and server integration tests (jest, PGlite)', []);
if (process.env.TEST_DATABASE_URL) {
  await jestSuite('Server integration tests (jest, PostgreSQL)', ['--selectProjects', 'server'], {
    DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
}
const built = await check('Production build (rspack)', 'node', ['scripts/build.mjs']);
if (built) {
  const file = path.join(reports, 'playwright.json');
  await suite(
    'End-to-end tests (Playwright, Chromium)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    async () => {
      const report = JSON.parse(await readFile(file, 'utf8'));
      // A flaky test passed on its retry: it counts as passed, and Playwright lists it in the report.
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
} else {
  totals.failed += 1;
  console.log('✘ End-to-end tests skipped: the build failed');
}

await rm(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
