/**
 * Jest's CommonJS sandbox cannot run PGlite: its WebAssembly loader uses dynamic `import()`, which the
 * sandbox refuses without --experimental-vm-modules. Environments load outside the sandbox, so this one
 * hands the tests a PGlite constructor from the host realm. Use it with the docblock
 * `@jest-environment ./server/src/testing/pglite-environment.cjs` in any test that opens a database.
 */
const { TestEnvironment } = require('jest-environment-node');

class PgliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__hostPGlite = require('@electric-sql/pglite').PGlite;
  }
}

module.exports = PgliteEnvironment;
