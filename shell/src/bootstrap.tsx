import { registerRemotes } from '@module-federation/enhanced/runtime';
import { makeStore, setApiBaseUrl, setGoogleSignIn } from 'shared-api';
import { preloadPageFor } from './app/preload-page';
import { loadRuntimeConfig } from './app/runtime-config';
import './app/service-worker';

async function start() {
  // The app itself (React DOM, the router, the pages) is a chunk of its own, fetched beside /remotes.json and
  // evaluated in its own task when it arrives: the start never holds a phone's main thread for all of it at once.
  const app = import('./app/render-app');
  const config = await loadRuntimeConfig();
  setApiBaseUrl(config.apiBaseUrl);
  setGoogleSignIn(config.googleSignIn);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const store = makeStore();
  const pagePreloaded = preloadPageFor(window.location.pathname, store.dispatch);
  const { renderApp } = await app;
  await renderApp(store, pagePreloaded);
}

void start();
