import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppStore } from 'shared-api';
import { isSignedOutPath } from '../shared/signed-out-paths';
import { App } from './app';
import { loadSignedInRoutes } from './app-routes';

/** Longest the first render waits for the opened page: a slow remote or call never leaves the page blank. */
const REMOTE_WAIT_MS = 1000;

/**
 * Renders the app into #root. The first render waits (briefly) for the opened page's remote and first data
 * (`pagePreloaded`), which the HTML's hints have been fetching: the shell and the page then appear in one render,
 * instead of the shell with a placeholder whose replacement React holds back (its 300 ms fallback throttle) and
 * renders in time slices.
 */
export async function renderApp(store: AppStore, pagePreloaded: Promise<void>): Promise<void> {
  // The signed-in app (its chunk, the rest of antd and shared-ui) only where a session is needed.
  const signedInApp = isSignedOutPath(window.location.pathname) ? undefined : loadSignedInRoutes();
  const page = Promise.all([signedInApp, pagePreloaded]);
  await Promise.race([page, new Promise((resolve) => setTimeout(resolve, REMOTE_WAIT_MS))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A transition renders in slices that yield to the browser (a phone's main thread is never held for the
  // whole first render), and keeps index.html's sign-in card on screen until the page replaces it whole.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App store={store} />));
}
