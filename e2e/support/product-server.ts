import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A port the OS has just handed out on loopback, free for the next listener. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface ProductServer {
  url: string;
  port: number;
  /** The spawned process (tsx, whose child node process runs the server): for benches reading its memory. */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts another QuoteDesk server (fresh data dir) for a test that needs its own web root or front door. */
export async function startProductServer(env: Record<string, string>): Promise<ProductServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(REPO_ROOT, 'server', 'src', 'main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'qd-e2e-extra-')),
        ...env,
      },
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child).catch((error: Error) => {
    throw new Error(`${error.message}\n${errors}`);
  });
  return {
    url,
    port,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not become healthy`);
}
