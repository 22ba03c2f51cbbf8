import { type AppDispatch, api, type RoutePrefetch } from 'shared-api';
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
 * Starts what the opened page needs while the shell is still rendering, instead of one after the other: the
 * page's remote, the session, and, once both are in, the page's own first requests (the remote's `prefetch`).
 * A reload or a shared link to /messages then pays for one round trip at a time, not a chain of them.
 * Failures are left to the screen, which shows its own error and retry.
 */
export function preloadRemoteFor(pathname: string, dispatch: AppDispatch): void {
  const route = remoteRouteFor(pathname);
  if (!route) return;
  const session = dispatch(api.endpoints.getCurrentSession.initiate(undefined, { subscribe: false }));
  Promise.all([loadRemoteComponent<object, { prefetch: RoutePrefetch }>(route), session.unwrap()])
    .then(([module, current]) => {
      if (route.roles && !route.roles.includes(current.role)) return;
      module.prefetch?.({ dispatch, session: current, pathname });
    })
    .catch(() => {});
}
