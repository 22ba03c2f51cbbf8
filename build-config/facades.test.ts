import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_ON_DEMAND } from './shared-deps.mjs';

/**
 * The shell provides antd and react-router through facades (build-config/facades). A screen importing a name the
 * facade lacks would get `undefined` at run time in production, so every import in the repo is checked here.
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = [
  'shell',
  'shared-ui',
  'shared-api',
  'mfe-messages',
  'mfe-customers',
  'mfe-catalogs',
  'mfe-admin',
  'mfe-settings',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

function exportedNames(facadeFile: string): Set<string> {
  const body = readFileSync(path.join(root, 'build-config', 'facades', facadeFile), 'utf8').match(
    /export \{([^}]*)\}/,
  )?.[1];
  return new Set(
    (body ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Value (not type-only) names imported from `moduleName` across the product's sources, with where they are. */
function importedValues(moduleName: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(?!type\\b)\\{([^}]*)\\}\\s+from\\s+'${moduleName}'`, 'g');
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        for (const specifier of (match[1] ?? '').split(',')) {
          const name = specifier.trim();
          if (name && !name.startsWith('type '))
            found.set(name.split(/\s+as\s+/)[0] ?? name, path.relative(root, file));
        }
      }
    }
  }
  return found;
}

describe.each([
  ['antd', 'antd.js'],
  ['react-router', 'react-router.js'],
])('the %s facade', (moduleName, facadeFile) => {
  it('exports every name the product imports from the package', () => {
    const available = exportedNames(facadeFile);
    const missing = [...importedValues(moduleName)].filter(([name]) => !available.has(name));
    expect(missing).toEqual([]);
  });
});

it('no source imports react-router-dom, antd/lib or an antd subpath that is not shared on its own', () => {
  const offenders: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir, 'src'))) {
      for (const [, request] of readFileSync(file, 'utf8').matchAll(
        /from\s+'((?:antd|react-router-dom)[^']*)'/g,
      )) {
        const onDemand = request?.match(/^antd\/es\/([\w-]+)$/)?.[1];
        const allowed = request === 'antd' || (onDemand !== undefined && ANTD_ON_DEMAND.includes(onDemand));
        if (!allowed) offenders.push(`${path.relative(root, file)}: ${request}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});
