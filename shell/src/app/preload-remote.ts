import { loadRemoteComponent } from 'shared-ui/remote-host';
import { REMOTE_ROUTES, type RemoteRoute } from './remote-routes';

/** The remote route a path opens (`/customers/42` → the `/customers/*` route), if any. */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find(({ path }) => {
    const base = path.replace(/\/\*$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/**
 * Starts loading the remote of the page being opened while the session is still being fetched, instead of after
 * it: a reload or a shared link to /messages pays for one of the two round trips, not both. Failures are left to
 * the screen, which shows its own retry.
 */
export function preloadRemoteFor(pathname: string): void {
  const route = remoteRouteFor(pathname);
  if (route) loadRemoteComponent(route).catch(() => {});
}
