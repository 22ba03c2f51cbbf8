import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { makeStore, setApiBaseUrl, setGoogleSignIn } from 'shared-api';
import { App } from './app/app';
import { preloadPageFor } from './app/preload-page';
import { loadRuntimeConfig } from './app/runtime-config';
import './app/service-worker';

/** Longest the first render waits for the opened page: a slow remote or call never leaves the page blank. */
const REMOTE_WAIT_MS = 1000;

async function start() {
  const config = await loadRuntimeConfig();
  setApiBaseUrl(config.apiBaseUrl);
  setGoogleSignIn(config.googleSignIn);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const store = makeStore();
  const page = preloadPageFor(window.location.pathname, store.dispatch);
  // The first render waits (briefly) for the opened page's remote and first data, which the HTML's hints have
  // been fetching: the shell and the page then appear in one render, instead of the shell with a placeholder
  // whose replacement React holds back (its 300 ms fallback throttle) and renders in time slices.
  await Promise.race([page, new Promise((resolve) => setTimeout(resolve, REMOTE_WAIT_MS))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App store={store} />);
}

void start();
