/**
 * A jest environment that lends tests a few modules from the host (real Node) realm, where jest's
 * CommonJS sandbox falls short on Node 20:
 * - PGlite loads its WebAssembly with dynamic `import()`, refused in the sandbox without
 *   --experimental-vm-modules;
 *   its extensions come from the host realm too;
 * - `cookie` (used by fastify's `inject`) is ESM-only, and the sandbox cannot `require` ESM before
 *   Node 24.9, while the host realm can.
 * jest.config.mjs sets it for every server test.
 */
const { TestEnvironment } = require('jest-environment-node');

class HostEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__hostPGlite = require('@electric-sql/pglite').PGlite;
    this.global.__hostPGliteExtensions = { pg_trgm: require('@electric-sql/pglite/contrib/pg_trgm').pg_trgm };
    this.global.__hostCookie = require('cookie');
    // ESM-only too (Google sign-in and its stand-in); loaded on first use, so other suites pay nothing.
    Object.defineProperty(this.global, '__hostOpenidClient', { get: () => require('openid-client') });
    Object.defineProperty(this.global, '__hostOidcProvider', { get: () => require('oidc-provider') });
    // The job queue (pg-boss) is ESM-only as well.
    Object.defineProperty(this.global, '__hostPgBoss', { get: () => require('pg-boss') });
  }
}

module.exports = HostEnvironment;
