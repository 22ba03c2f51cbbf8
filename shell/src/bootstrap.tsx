import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, setApiBaseUrl, setGoogleSignIn } from 'shared-api';
import { App } from './app/app';
import { loadSignedInRoutes } from './app/app-routes';
import { preloadPageFor } from './app/preload-page';
import { loadRuntimeConfig } from './app/runtime-config';
import { isSignedOutPath } from './shared/signed-out-paths';
import './app/service-worker';

/** Longest the first render waits for the opened page: a slow remote or call never leaves the page blank. */
const REMOTE_WAIT_MS = 1000;

async function start() {
  const { pathname } = window.location;
  // The signed-in app (its chunk, the rest of antd and shared-ui) only where a session is needed.
  const app = isSignedOutPath(pathname) ? Promise.resolve() : loadSignedInRoutes();
  const config = await loadRuntimeConfig();
  setApiBaseUrl(config.apiBaseUrl);
  setGoogleSignIn(config.googleSignIn);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const store = makeStore();
  const page = Promise.all([app, preloadPageFor(pathname, store.dispatch)]);
  // The first render waits (briefly) for the opened page's remote and first data, which the HTML's hints have
  // been fetching: the shell and the page then appear in one render, instead of the shell with a placeholder
  // whose replacement React holds back (its 300 ms fallback throttle) and renders in time slices.
  await Promise.race([page, new Promise((resolve) => setTimeout(resolve, REMOTE_WAIT_MS))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A transition renders in slices that yield to the browser (a phone's main thread is never held for the
  // whole first render), and keeps index.html's sign-in card on screen until the page replaces it whole.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App store={store} />));
}

void start();
