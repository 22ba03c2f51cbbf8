/**
 * Registers the service worker (`/sw.js`, written over the shell's production build by build-config) once the
 * page has loaded, so its precaching never competes with the first screen. Production builds only: a dev
 * server's build has no worker, and tests never register one. A new worker never takes over an open page: it
 * waits, and the next load runs on it (no reload mid-session).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error) => {
      // The app works without it (only offline pages and cached remote files are lost): say so, go on.
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

registerServiceWorker();
