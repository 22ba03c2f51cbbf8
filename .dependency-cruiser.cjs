/**
 * The boundaries the architecture relies on (docs/architecture.md), checked on every `npm test`.
 * Paths are relative to the repository root; `$1`/`$2` refer to the groups captured in `from`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and a change ripple both ways (type-only imports aside).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'remote-to-remote',
      severity: 'error',
      comment: 'A remote reaches another only through a federated expose, loaded at run time.',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^mfe-', pathNot: '^$1/' },
    },
    {
      name: 'shell-to-remote',
      severity: 'error',
      comment: 'The shell loads remotes at run time (Module Federation), never by import.',
      from: { path: '^shell/' },
      to: { path: '^mfe-' },
    },
    {
      name: 'front-end-to-server',
      severity: 'error',
      comment: 'The browser talks to the server over HTTP only.',
      from: { path: '^(shell|mfe-[^/]+|shared-ui|shared-api)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-to-front-end',
      severity: 'error',
      comment: 'The server shares only the API contract with the front end.',
      from: { path: '^server/' },
      to: { path: '^(shell|mfe-[^/]+|shared-ui)/|^shared-api/src/(?!contract/)' },
    },
    {
      name: 'feature-to-feature',
      severity: 'error',
      comment:
        "Features do not import each other's internals: shared code lives in shared/ or a shared package.",
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'shared-to-features',
      severity: 'error',
      comment: 'Imports flow one way: app → features → shared.',
      from: { path: '^([^/]+)/src/shared/' },
      to: { path: '^$1/src/(features|app)/' },
    },
    {
      name: 'features-to-app',
      severity: 'error',
      comment: 'Imports flow one way: app → features → shared.',
      from: { path: '^([^/]+)/src/features/' },
      to: { path: '^$1/src/app/' },
    },
    {
      name: 'shared-ui-into-shared-api',
      severity: 'error',
      comment: "The design system uses shared-api's published entry points, not its internals.",
      from: { path: '^shared-ui/' },
      to: {
        path: '^shared-api/src/',
        pathNot: '^shared-api/src/((index|contract/index)\\.ts$|test-support/)',
      },
    },
    {
      name: 'no-schema-library-in-the-browser',
      severity: 'error',
      comment: 'The browser gets the contract as types and zod-free lists; validation runs on the server.',
      from: {
        path: '^(shell|mfe-[^/]+|shared-ui)/src/|^shared-api/src/(?!contract/)',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: 'node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    // TypeScript 7's compiler has no JS API yet; swc parses the sources and still tells type-only imports apart.
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
