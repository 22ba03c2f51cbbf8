import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSecretBox, lazySecretBox, loadSecretKey, SECRET_KEY_FILE } from './secret-box';

describe('secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox('a configured key');
    const first = box.seal('1//refresh-token');
    const second = box.seal('1//refresh-token');
    expect(first).not.toBe(second);
    expect(first).not.toContain('refresh-token');
    expect(box.open(first)).toBe('1//refresh-token');
    expect(box.open(second)).toBe('1//refresh-token');
  });

  it('refuses a value sealed with another key, an altered value and garbage', () => {
    const sealed = createSecretBox('key one').seal('secret');
    expect(createSecretBox('key two').open(sealed)).toBeNull();

    const [version, iv, encrypted, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(encrypted, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const box = createSecretBox('key one');
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
    expect(box.open(`${sealed}.extra`)).toBeNull();
  });

  it('refuses a truncated authentication tag, even the genuine tag cut short', () => {
    const box = createSecretBox('key one');
    const [version, iv, encrypted, tag] = box.seal('secret').split('.') as [string, string, string, string];
    const shortTag = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    expect(box.open([version, iv, encrypted, shortTag].join('.'))).toBeNull();
  });

  it('prefers SECRET_KEY and writes no file then', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qd-secret-'));
    expect(await loadSecretKey({ secretKey: 'from-env', dataDir })).toBe('from-env');
    await expect(stat(path.join(dataDir, SECRET_KEY_FILE))).rejects.toThrow();
  });

  it('generates an owner-only key file on first use and reads the same key afterwards', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'qd-secret-')), 'nested');
    const first = await loadSecretKey({ secretKey: undefined, dataDir });
    const file = path.join(dataDir, SECRET_KEY_FILE);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSecretKey({ secretKey: undefined, dataDir })).toBe(first);

    // A restart (a new box over the same data dir) still opens what the first one sealed.
    const sealed = (await lazySecretBox({ secretKey: undefined, dataDir })()).seal('token');
    expect((await lazySecretBox({ secretKey: undefined, dataDir })()).open(sealed)).toBe('token');
  });
});
