import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ServiceWorkerPlugin } from './service-worker.mjs';
import { FACADE_SOURCES, onDemandProvidesModule, sharedConfig } from './shared-deps.mjs';

export {
  ANTD_ON_DEMAND,
  FACADE_SOURCES,
  FACADES,
  ON_DEMAND_SHARED,
  SHARED_SINGLETONS,
  sharedConfig,
} from './shared-deps.mjs';

/**
 * Rspack + Module Federation config shared by the shell and every remote.
 * The shell (no `exposes`) is the host that provides the shared facades; remotes consume them.
 * @param {{ dir: string, federationName: string, port: number, exposes?: Record<string,string>, publicPath?: string, title: string }} options
 */
/** A build's declared dependencies: the versions of the shared packages it was built against. */
function dependenciesOf(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {};
}

export function createFederatedConfig({ dir, federationName, port, exposes, publicPath = 'auto', title }) {
  const production = process.env.NODE_ENV !== 'development';
  const host = !exposes;
  const onDemandEntry = path.join(dir, 'src', '__provide-on-demand-shared.js');
  // Files served as they are from the root (the shell's web app manifest, icons and offline page).
  const publicDir = path.join(dir, 'public');
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: host ? ['./src/index.ts', onDemandEntry] : './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: federationName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: FACADE_SOURCES },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      ...(host
        ? [new rspack.experiments.VirtualModulesPlugin({ [onDemandEntry]: onDemandProvidesModule() })]
        : []),
      ...(existsSync(publicDir) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] })] : []),
      // A remote's page only hosts its standalone dev mode, so every remote shares one template.
      new rspack.HtmlRspackPlugin({
        template: exposes
          ? path.join(import.meta.dirname, 'remote-index.html')
          : path.join(dir, 'index.html'),
        title,
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig({ host, production, dependencies: dependenciesOf(dir) }),
        // The shell provides every singleton; 'version-first' would fetch every remote's entry to compare
        // versions whenever a shared module loads.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One copy of the federation runtime for the whole app: the shell provides it, remotes reuse it
        // (each remote entry would otherwise carry its own ~30 KiB gzip copy). Dev mode keeps it per build
        // so a remote still runs standalone.
        experiments: production
          ? exposes
            ? { externalRuntime: true }
            : { provideExternalRuntime: true }
          : {},
      }),
      // The installable app's service worker, over the shell's production build only (never a dev server's).
      ...(host && production ? [new ServiceWorkerPlugin()] : []),
    ],
    performance: { hints: false },
    // The manifest plugin logs, as a warning, that publicPath 'auto' resolves assets against wherever the
    // manifest was served from — which is the intent. Real problems still arrive as compilation errors.
    infrastructureLogging: { level: 'error' },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: 'http://localhost:8080' }],
    },
  };
}
