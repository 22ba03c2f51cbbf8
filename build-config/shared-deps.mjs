import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import afterSignInShared from './after-sign-in-shared.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const facade = (name) => path.join(import.meta.dirname, 'facades', `${name}.js`);

/** A package's own package.json, found from its entry point: some packages (sonner) do not export it. */
function manifestOf(name) {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      if (manifest.name === name) return manifest;
    }
  }
  throw new Error(`No package.json found for ${name}`);
}
const versionOf = (name) => manifestOf(name).version;

/**
 * The one list of modules every federated build shares as singletons: one copy for shell and remotes.
 * Keys ending in '/' share every subpath: 'react-dom/' covers react-dom/client, without which a second
 * React DOM is downloaded. sonner and RTK subpaths are shared because toasts and RTK Query keep
 * module-level state that must be one instance across the shell and the remotes. @ant-design/icons is not
 * shared: shared whole it costs 185 KiB gzip, while each build bundles only the few icons it draws.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  'antd',
  '@ant-design/cssinjs',
  'dayjs',
  'dayjs/',
  'sonner',
  'shared-api',
  'shared-ui',
  'shared-ui/data-table',
  'shared-ui/message-body',
  'shared-ui/search-select',
  'shared-ui/account-security',
  'shared-ui/import-dialog',
  // One copy, the shell's: its loadRemote runs on the shell's federation instance, which knows every remote.
  'shared-ui/remote-host',
];

/**
 * Packages the shell provides through a facade re-exporting only what the product uses, so shared code can
 * still be tree-shaken. Remotes consume them without a fallback of their own (outside dev mode).
 */
export const FACADES = {
  antd: facade('antd'),
  'react-router': facade('react-router'),
};

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * What a facade re-exports from: the package itself under a name no share rule matches (else the facade would
 * consume itself). react-router's package exports only its development build; the facade takes production.
 */
export const FACADE_SOURCES = {
  '@facade-source/antd$': path.join(packageDir('antd'), 'es', 'index.js'),
  '@facade-source/react-router$': path.join(packageDir('react-router'), 'dist', 'production', 'index.mjs'),
};

/**
 * Every antd component, each also shared on its own (`import Table from 'antd/es/table'`) and loaded on first use:
 * heavy ones stay out of the shell's first download, and a remote can start using a component the facade lacks
 * without a new shell, still on the shell's one copy of antd (its theme and config contexts).
 * Read from antd's own index, so a new antd brings its new components.
 */
export const ANTD_ON_DEMAND = [
  ...readFileSync(path.join(packageDir('antd'), 'es', 'index.js'), 'utf8').matchAll(/from '\.\/([\w-]+)'/g),
]
  .map(([, component]) => component)
  .filter((component, index, all) => all.indexOf(component) === index);

/**
 * antd's core (the config provider and theme every component builds on, and the spinner of tables and lists), in
 * the shell's first script though the sign-in page runs none of it (its forms are plain elements, its theme CSS
 * variables): every component's chunk then shares this one copy. Left out of the first script, the core was copied
 * into the chunks of the components that use it (the inbox then fetched 106 files, 848 KB, instead of 66, 595 KB).
 * shared-ui's theme imports them by path (`antd/es/config-provider`, `antd/es/theme`).
 */
export const CORE_ANTD = ['config-provider', 'spin', 'theme'];

/**
 * Singletons the shell provides but loads with the signed-in app, not in its first script: a JSON list, because
 * the server reads it too (its preload hints leave them to the signed-in app's chunk).
 */
export const AFTER_SIGN_IN_SHARED = afterSignInShared;

/** Shared modules that load with the first screen that imports them rather than at start. */
export const ON_DEMAND_SHARED = [
  ...ANTD_ON_DEMAND.map((component) => `antd/es/${component}`),
  'shared-ui/data-table',
  'shared-ui/message-body',
  'shared-ui/search-select',
  'shared-ui/account-security',
  'shared-ui/import-dialog',
];

/**
 * Module Federation provides a shared module only if the providing build imports it, and the shell itself
 * uses none of the on-demand ones. This module (a virtual entry of the shell) imports each lazily: that makes the
 * shell provide them, while nothing is downloaded until a screen asks.
 */
export function onDemandProvidesModule() {
  const imports = ON_DEMAND_SHARED.map((request) => `import('${request}')`).join(', ');
  return `export const provideOnDemandShared = () => Promise.all([${imports}]);\n`;
}

/** The package a share key belongs to: 'react-dom/' and 'shared-ui/data-table' are parts of their package. */
const packageOf = (key) => {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * What a build accepts of a shared singleton: the range its own package.json depends on (what it was built and
 * tested against), or for the shell, which provides them, the caret range of what it ships. `strictVersion`
 * makes a remote whose range the loaded copy does not satisfy fail to load, so the shell shows its fallback
 * instead of running the remote against an API it was never built for.
 * @param {string} key @param {Record<string, string>} dependencies @param {boolean} host
 */
function versionRule(key, dependencies, host) {
  const name = packageOf(key);
  const version = versionOf(name);
  const declared = dependencies[name];
  if (!host && !declared)
    throw new Error(`A remote must depend on the shared package ${name} in its package.json`);
  const requiredVersion = host || declared === '*' ? `^${version}` : declared;
  return { singleton: true, strictVersion: true, requiredVersion, ...(host && { version }) };
}

/**
 * In production the shell bundles the singletons every screen needs into its entry (`eager`): one script
 * instead of ~37 chunks, which a browser fetches six at a time over HTTP/1.1 before anything can render.
 * antd's core is in it too (`CORE_ANTD`), not run by the sign-in page; the 'antd' facade and 'shared-ui' are not
 * (each one chunk, fetched with the signed-in app), so a phone's first screen neither downloads nor runs them.
 * @param {{ host: boolean, production: boolean, dependencies: Record<string, string> }} build
 */
export function sharedConfig({ host, production, dependencies }) {
  const eager = (name) =>
    host && production && !ON_DEMAND_SHARED.includes(name) && !AFTER_SIGN_IN_SHARED.includes(name);
  const rule = (key) => versionRule(key, dependencies, host);
  const shared = Object.fromEntries(
    SHARED_SINGLETONS.map((key) => [key, { ...rule(key), eager: eager(key) }]),
  );
  for (const [name, file] of Object.entries(FACADES)) {
    shared[name] = host
      ? { ...rule(name), eager: eager(name), import: file }
      : { ...rule(name), import: production ? false : name };
  }
  for (const component of ANTD_ON_DEMAND) {
    const key = `antd/es/${component}`;
    shared[key] = {
      ...rule(key),
      import: !host && production ? false : key,
      ...(host && production && CORE_ANTD.includes(component) && { eager: true }),
    };
  }
  return shared;
}
