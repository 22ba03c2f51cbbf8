import { generateSW } from 'workbox-build';

/** Browsers the service worker is compiled for: the same as the bundles (index.mjs's swc targets). */
const TARGETS = ['chrome >= 110', 'firefox >= 110', 'safari >= 16'];
/** A content hash between dots, as the bundles name their files (`main.3fa2b9c1.js`): the name changes with the bytes. */
const HASHED = /\.[0-9a-f]{8,}\./;
const DAY_SECONDS = 86_400;

/**
 * The Workbox configuration of the shell's service worker (`/sw.js`), written over the shell's build folder.
 * What it keeps, and what it never does (docs/operations.md, "Service worker"):
 * - precached: the shell's own files (hashed bundles, the offline page with its stylesheet and script, the web
 *   app manifest and icons) — never index.html (its CSP nonce is written per request) nor the shell's
 *   federation manifests;
 * - cache-first at run time: a remote's files with a content hash in their name under /mfe/<name>/ (the same
 *   bytes for ever, so a redeployed remote only adds new names);
 * - network only: page navigations, falling back to the precached offline page when the network fails;
 * - never handled at all (the browser's own network and HTTP cache): /remotes.json, /api, /uploads, every
 *   remote's remoteEntry.js and mf-manifest.json, anything else unhashed — so a remote deployed on its own is
 *   what the next load gets, and no tenant's data is ever kept by the worker.
 * A new worker waits for every tab of the old one to close (no skipWaiting, no clientsClaim): a session keeps
 * the files it started with, the next load gets the new ones.
 * @param {string} dist the shell's build folder
 * @returns {import('workbox-build').GenerateSWOptions}
 */
export function serviceWorkerOptions(dist) {
  return {
    globDirectory: dist,
    swDest: `${dist}/sw.js`,
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,woff2}'],
    globIgnores: ['index.html', 'sw.js', 'remoteEntry.js', '**/*.map'],
    // Hashed names are their own revision: fetched once, no cache-busting query.
    dontCacheBustURLsMatching: HASHED,
    // The largest bundles (antd) must be precached too, or the shell would not start from the cache.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    cacheId: 'quotedesk',
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    // Off: a preload request goes out for every navigation, also those the worker leaves to the network
    // (/api/auth/google/callback), which would then be requested twice, its one-time code spent by the first.
    navigationPreload: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    babelPresetEnvTargets: TARGETS,
    runtimeCaching: [
      {
        // The app's pages (and the public quote pages) from the network, the offline page when that fails.
        // API, upload and remote paths are never pages of the app; they go to the network untouched.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(?:api|mfe|uploads)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        // A remote's hashed files; its unhashed entry points (remoteEntry.js, mf-manifest.json) never match.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/mfe\/[a-z0-9-]+\/(?:.+\/)?[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'quotedesk-remote-assets',
          cacheableResponse: { statuses: [200] },
          // Each redeploy leaves the old names behind: keep the recent ones only.
          expiration: { maxEntries: 600, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
        },
      },
    ],
  };
}

/** Writes the shell's service worker (`sw.js`) over its production build, once the build's files are on disk. */
export class ServiceWorkerPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async () => {
      const { count, size, warnings } = await generateSW(serviceWorkerOptions(compiler.options.output.path));
      for (const warning of warnings) console.warn(`sw.js: ${warning}`);
      console.log(`sw.js: ${count} files precached (${Math.round(size / 1024)} KiB)`);
    });
  }
}
