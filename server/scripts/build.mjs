import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** The server and its commands; `node dist/<name>.js` runs each. Shared code lands in common chunks. */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  migrate: 'src/bin/migrate.ts',
  'seed-demo': 'src/bin/seed-demo.ts',
  'create-admin': 'src/bin/create-admin.ts',
};

/** Workspace packages compiled in: `shared-api` is TypeScript source, build-config's JSON lists are data. */
const BUNDLED = ['shared-api', 'build-config'];

/**
 * npm packages stay in node_modules (native addons, WebAssembly and files they locate from their own folder),
 * except the workspace's own (BUNDLED).
 */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      BUNDLED.some((name) => specifier === name || specifier.startsWith(`${name}/`))
        ? undefined
        : { external: true },
    );
  },
};

/**
 * `npm run build -w server`: the TypeScript server compiled to plain ESM in server/dist, for Node 24 alone. Another
 * folder must also sit inside server/, where the compiled code finds its package root (and the migrations).
 */
export async function buildServer(outdir = path.join(serverRoot, 'dist')) {
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [packagesStayExternal],
    metafile: true,
    logLevel: 'warning',
  });
  const typescriptLeft = Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((imported) => imported.external && /\.[cm]?tsx?$|^tsx(\/|$)/.test(imported.path));
  if (typescriptLeft.length > 0) {
    throw new Error(
      `The server bundle still imports TypeScript: ${typescriptLeft.map((i) => i.path).join(', ')}`,
    );
  }
  console.log(`Built the server into ${path.relative(process.cwd(), outdir) || '.'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer(process.argv[2] && path.resolve(process.argv[2]));
}
