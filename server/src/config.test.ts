import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, loadConfig } from './config';
import { REPO_ROOT } from './paths';

/** The variables named in the first column of the README's configuration table. */
function readmeConfigurationVariables(): string[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''),
    );
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/quotedesk');
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/quotedesk/data',
      databaseUrl: undefined,
      seed: true,
      corsOrigins: [],
      sessionTtlMs: 12 * 3_600_000,
      loginMaxFailures: 5,
      loginWindowMs: 300_000,
      cookieSecure: 'auto',
      trustProxy: false,
      apiBaseUrl: undefined,
      remotesJsonFile: undefined,
      aiBaseUrl: undefined,
      aiApiKey: undefined,
      aiModel: undefined,
      aiTimeoutMs: 15_000,
      sentenceEncoder: true,
    });
    // The repo root, where shell/dist and mfe-*/dist are built.
    expect(config.webRoot).toBe(path.resolve(import.meta.dirname, '../..'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/qd',
        DATABASE_URL: 'postgres://postgres@localhost/qd',
        SEED: 'false',
        CORS_ORIGINS: 'https://app.example.com/, https://admin.example.com',
        SESSION_TTL_HOURS: '0.5',
        LOGIN_MAX_FAILURES: '3',
        LOGIN_WINDOW_SECONDS: '60',
        COOKIE_SECURE: 'true',
        TRUST_PROXY: 'true',
        WEB_ROOT: '/opt/web',
        API_BASE_URL: 'https://api.example.com',
        REMOTES_JSON: 'remotes.json',
        AI_BASE_URL: 'https://llm.example.com/v1/',
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'gpt-test',
        AI_TIMEOUT_MS: '5000',
        SENTENCE_ENCODER: 'false',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/var/qd',
      databaseUrl: 'postgres://postgres@localhost/qd',
      seed: false,
      corsOrigins: ['https://app.example.com', 'https://admin.example.com'],
      sessionTtlMs: 1_800_000,
      loginMaxFailures: 3,
      loginWindowMs: 60_000,
      cookieSecure: true,
      trustProxy: true,
      webRoot: '/opt/web',
      apiBaseUrl: 'https://api.example.com',
      remotesJsonFile: '/srv/remotes.json',
      aiBaseUrl: 'https://llm.example.com/v1',
      aiApiKey: 'sk-test',
      aiModel: 'gpt-test',
      aiTimeoutMs: 5000,
      sentenceEncoder: false,
    });
  });

  it('trusts X-Forwarded-* from nobody, everybody, or the listed proxies only', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,loopback',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'nginx.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('seeds the demo data at start into the embedded database only', () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@localhost/qd' }).seed).toBe(false);
  });

  it('requires a PostgreSQL server and a real secret in production', () => {
    const secret = 'x'.repeat(32);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/quotedesk' };
    expect(loadConfig({ ...production, SECRET_KEY: secret }).production).toBe(true);
    expect(() => loadConfig({ ...production })).toThrow(/^Invalid configuration: SECRET_KEY: required when/);
    expect(() => loadConfig({ ...production, SECRET_KEY: 'short' })).toThrow(/SECRET_KEY: .*at least 32/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: secret })).toThrow(
      'Invalid configuration: DATABASE_URL: required when NODE_ENV=production',
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/quotedesk' })).toThrow(
      /DATABASE_URL: expected a postgres/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '-1' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('is documented in the README, one table row per variable the server reads', () => {
    expect(readmeConfigurationVariables().sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
