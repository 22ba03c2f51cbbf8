import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_ROOT } from '../paths';

const run = promisify(execFile);
/** Inside server/, as server/dist is: the compiled code finds its package root by walking up. */
const outdir = path.join(SERVER_ROOT, `.dist-test-${randomBytes(4).toString('hex')}`);

/** Plain node, no TypeScript loader, with only the environment given. */
async function runCompiled(name: string, args: string[], env: Record<string, string>) {
  const result = await run(process.execPath, [path.join(outdir, `${name}.js`), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  }).catch((error: { code: number; stderr: string }) => error);
  return { code: 'code' in result ? result.code : 0, stderr: result.stderr.trim() };
}

function portNobodyListensOn(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  await run(process.execPath, [path.join(SERVER_ROOT, 'scripts', 'build.mjs'), outdir]);
});
afterAll(() => rm(outdir, { recursive: true, force: true }));

/** Each command on plain node, as deployed, against a database nobody listens on. */
async function production() {
  const port = await portNobodyListensOn();
  return {
    port,
    env: {
      NODE_ENV: 'production',
      SECRET_KEY: 'a-production-secret-of-at-least-32-characters',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/quotedesk`,
    },
  };
}

// One test a command: each loads the whole compiled server, seconds apiece on a busy two-core machine.
describe('the compiled server loads all its code on plain node and says what stops it in one line', () => {
  it('main: the database it cannot reach', async () => {
    const { port, env } = await production();
    expect(await runCompiled('main', [], env)).toEqual({
      code: 1,
      stderr: `Cannot reach the database at DATABASE_URL (postgres://postgres@127.0.0.1:${port}/quotedesk): connect ECONNREFUSED 127.0.0.1:${port}`,
    });
  });

  it.each(['migrate', 'seed-demo'])('%s: the database it cannot reach', async (command) => {
    const { env } = await production();
    expect((await runCompiled(command, [], env)).stderr).toMatch(
      /^Cannot reach the database at DATABASE_URL/,
    );
  });

  it('create-admin: the email and password it needs', async () => {
    const { env } = await production();
    expect(await runCompiled('create-admin', ['--email', 'ops@example.com'], env)).toEqual({
      code: 1,
      stderr: expect.stringMatching(/^An email and a password are required\. Usage: npm run create-admin/),
    });
  });
});
