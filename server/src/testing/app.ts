import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from 'shared-api/contract';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import { DEMO_PASSWORD, seedDemoData } from '../seed/demo';
import { createSecretBox, lazySecretBox } from '../shared/secret-box';
import { createTestDatabase } from './database';

/** Generous: the first run of a worker builds the PGlite snapshot (initdb + migrations). */
export const SETUP_TIMEOUT_MS = 60_000;

export interface TestContext {
  app: App;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /** A fresh browser signed in as a demo user. */
  signedIn(email: string): Promise<TestBrowser>;
  /** The id of the tenant a demo user belongs to. */
  tenantIdOf(email: string): Promise<string>;
  /** The id of a demo user. */
  userIdOf(email: string): Promise<string>;
  close(): Promise<void>;
}

/** A folder that is never created: tests see no front-end build and no uploads unless they bring some. */
const NOWHERE = path.join(os.tmpdir(), 'quotedesk-test-nowhere');

/** Signs the list cursors in tests, so no key file is written. */
const TEST_SECRET_KEY = 'quotedesk-tests-only-secret-key-0123456789';

/** The secret box of the tests' key: what the test config's server seals and opens with. */
export const testSecretBox = () => createSecretBox(TEST_SECRET_KEY);

/**
 * A config for tests: quiet, no seeding, no real builds or data, and no sentence encoder (its model and its
 * jobs cost every app seconds of CPU and 250 MB: the tests of meaning turn it on).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig(
      {
        LOG_LEVEL: 'silent',
        SEED: 'false',
        SENTENCE_ENCODER: 'false',
        DATA_DIR: NOWHERE,
        WEB_ROOT: NOWHERE,
        SECRET_KEY: TEST_SECRET_KEY,
      },
      NOWHERE,
    ),
    ...overrides,
  };
}

/** A migrated database (with the demo data unless `seed: false`) and an app over it. */
export async function createTestContext(
  overrides: Partial<Config> = {},
  { seed = true } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  if (seed) await seedDemoData(database.db, await lazySecretBox(config)());
  // A server that fails to build must not leave its database open (jest would wait on it).
  const app = await buildApp({ database, config }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    const response = await browser.signIn(email);
    if (response.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${response.statusCode}`);
    return browser;
  };
  return {
    app,
    db: database.db,
    database,
    config,
    signedIn,
    tenantIdOf: async (email) => (await (await signedIn(email)).get('/api/session/current')).json().tenantId,
    userIdOf: async (email) => (await (await signedIn(email)).get('/api/session/current')).json().userId,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Talks to the app like a browser does: keeps the cookies it is given, sends them back, and echoes the
 * XSRF cookie in the X-XSRF-TOKEN header on mutations (unless `xsrf: false`).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the address the calls come from (the default is light-my-request's 127.0.0.1). */
  constructor(
    private readonly app: App,
    private readonly remoteAddress?: string,
  ) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...inject } = options;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const method = (inject.method ?? 'GET').toUpperCase();
    const xsrfToken = this.cookies.get(XSRF_COOKIE);
    if (xsrf && MUTATING.has(method) && xsrfToken) headers[XSRF_HEADER] = xsrfToken;

    const response = await this.app.inject({ remoteAddress: this.remoteAddress, ...inject, headers });
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** Fetches an XSRF cookie first (as the page load would), then signs in. */
  async signIn(email: string, password = DEMO_PASSWORD) {
    if (!this.cookies.has(XSRF_COOKIE)) await this.get('/api/auth/csrf');
    return this.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  }
}
