import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { makeStore, setApiBaseUrl, setGoogleSignIn } from 'shared-api';
import { App } from './app/app';
import { preloadPageFor } from './app/preload-page';
import { loadRuntimeConfig } from './app/runtime-config';

async function start() {
  const config = await loadRuntimeConfig();
  setApiBaseUrl(config.apiBaseUrl);
  setGoogleSignIn(config.googleSignIn);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const store = makeStore();
  preloadPageFor(window.location.pathname, store.dispatch);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(<App store={store} />);
}

void start();
