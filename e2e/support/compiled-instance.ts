import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort, REPO_ROOT } from './product-server';

const DIST = path.join(REPO_ROOT, 'server', 'dist');

export interface Instance {
  url: string;
  port: string;
  /** SIGTERM, waiting for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies where it stands, as on a crashed host. */
  kill(): Promise<void>;
}

/** Runs one of the compiled commands (`migrate`, `seed-demo`) to its end; throws with its output if it fails. */
export function runCommand(name: string, env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [path.join(DIST, `${name}.js`)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`${name} failed (${result.status}): ${result.stderr}${result.stdout}`);
}

/** One compiled production instance (`node server/dist/main.js`), no TypeScript runtime, on a free port. */
export async function startInstance(env: Record<string, string>, port?: string): Promise<Instance> {
  const listenPort = port ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', path.join(DIST, 'main.js')], {
    env: { ...process.env, ...env, PORT: listenPort, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance exited with ${child.exitCode}: ${errors}`);
    if (Date.now() > deadline) throw new Error(`The instance at ${url} did not become healthy: ${errors}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port: listenPort,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
