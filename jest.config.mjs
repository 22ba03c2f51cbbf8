/** One jest run for the whole repo: a jsdom project for the web packages and a node project for the server. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Server dependencies jest must compile, as it cannot load them as they are published. */
const TRANSFORMED_PACKAGES = ['@fastify/cookie', 'content-disposition', 'p-limit', 'yocto-queue'];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  // Database suites migrate a fresh database per file; on a busy 2-core machine that can pass 5 s.
  testTimeout: 30000,
  // Every core: the default (cores − 1) leaves one of two idle while a worker waits on its database or jsdom.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: [
        '<rootDir>/shared-api',
        '<rootDir>/shared-ui',
        '<rootDir>/shell',
        '<rootDir>/mfe-messages',
        '<rootDir>/mfe-customers',
        '<rootDir>/mfe-catalogs',
        '<rootDir>/mfe-admin',
        '<rootDir>/mfe-settings',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      moduleNameMapper: {
        '\\.(css|svg|png)$': '<rootDir>/jest.asset-stub.cjs',
        // Builds import antd components one by one from its ES build; jest runs its CommonJS twin.
        '^antd/es/(.*)$': 'antd/lib/$1',
      },
    },
    {
      ...common,
      displayName: 'tooling',
      testEnvironment: 'node',
      roots: ['<rootDir>/build-config'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'server',
      // Node's own module loader for PGlite's WebAssembly and the ESM-only cookie package (see the file).
      testEnvironment: '<rootDir>/server/src/testing/host-environment.cjs',
      // Before any test file loads, so every import of an ESM-only package gets the host realm's copy.
      setupFiles: ['<rootDir>/server/src/testing/esm-shims.ts'],
      // Compiled to CommonJS like our own code: ESM-only packages (p-limit and its queue, @fastify/static's
      // content-disposition), and @fastify/cookie, whose dynamic import('cookie') the sandbox cannot run (as a
      // require it gets the host realm's copy above). Matched at the innermost node_modules: nested copies count.
      transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${TRANSFORMED_PACKAGES.join('|')})/)`],
      roots: ['<rootDir>/server'],
      testMatch: ['**/src/**/*.test.ts'],
    },
  ],
};
