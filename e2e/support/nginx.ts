import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort, REPO_ROOT } from './product-server';

export const NGINX_CONF = path.join(REPO_ROOT, 'nginx.conf');
export const REMOTES = ['messages', 'customers', 'catalogs', 'admin', 'settings'];

/** The shipped config with this machine's paths and ports: the deploy folder, a free port, the API instances. */
function localisedConfig(deployRoot: string, port: number, apiPorts: string[]): string {
  const upstream = apiPorts.map((apiPort) => `server 127.0.0.1:${apiPort};`).join('\n    ');
  return readFileSync(NGINX_CONF, 'utf8')
    .replaceAll('/srv/quotedesk', deployRoot)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:8080;', upstream)
    .replace('/run/nginx-quotedesk.pid', path.join(deployRoot, 'nginx.pid'))
    .replaceAll('/var/log/nginx/', `${deployRoot}/`)
    .replace('worker_processes auto;', 'worker_processes 1;');
}

/** Lays out the built front ends as production does: shell/ and mfe/<name>/. nginx workers must read them. */
function deploy(): string {
  const deployRoot = mkdtempSync(path.join(tmpdir(), 'qd-nginx-'));
  cpSync(path.join(REPO_ROOT, 'shell', 'dist'), path.join(deployRoot, 'shell'), { recursive: true });
  for (const name of REMOTES) {
    mkdirSync(path.join(deployRoot, 'mfe'), { recursive: true });
    cpSync(path.join(REPO_ROOT, `mfe-${name}`, 'dist'), path.join(deployRoot, 'mfe', name), {
      recursive: true,
    });
  }
  chmodSync(deployRoot, 0o755);
  return deployRoot;
}

export interface FrontDoor {
  origin: string;
  stop(): void;
}

/** The repo's nginx.conf in front of the given API instances, on a free loopback port. */
export async function startFrontDoor(apiPorts: string[]): Promise<FrontDoor> {
  const deployRoot = deploy();
  const port = await freePort();
  const conf = path.join(deployRoot, 'nginx.conf');
  writeFileSync(conf, localisedConfig(deployRoot, port, apiPorts));
  const check = spawnSync('nginx', ['-t', '-c', conf]);
  expect(check.status, check.stderr.toString()).toBe(0);
  const nginx: ChildProcess = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/login`).catch(() => null))?.status, { timeout: 15_000 })
    .toBe(200);
  return {
    origin,
    stop: () => {
      nginx.kill('SIGQUIT');
      rmSync(deployRoot, { recursive: true, force: true });
    },
  };
}
