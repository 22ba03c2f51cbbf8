/** One jest run for the whole repo: a jsdom project for the web packages and a node project for the server. */
const swc = (moduleType) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // `import … with { type: 'json' }` reaches jest as written (the scorer's weights are JSON modules).
      experimental: { keepImportAttributes: true },
    },
    module: { type: moduleType },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc('commonjs') },
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
        // antd as the bundler resolves it (its `module` entry, the ES build), so `antd` and the components
        // imported one by one (`antd/es/table`) are one copy, as in production.
        '^antd$': 'antd/es/index.js',
      },
      // antd's ES build and the ES helpers it imports are compiled like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(antd/es|@babel/runtime/helpers/esm)/)'],
    },
    {
      ...common,
      displayName: 'tooling',
      testEnvironment: 'node',
      // The build configuration is ES modules, and so are its tests.
      transform: { '^.+\\.tsx?$': swc('es6') },
      extensionsToTreatAsEsm: ['.ts'],
      roots: ['<rootDir>/build-config'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'server',
      // The server is an ES module package and runs as one (jest's native ESM mode, which `npm test` and `npm run test:unit`
      // turns on): ESM-only dependencies and PGlite's WebAssembly load as they are published.
      transform: { '^.+\\.tsx?$': swc('es6') },
      extensionsToTreatAsEsm: ['.ts'],
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/src/**/*.test.ts'],
    },
  ],
};
