import { type AppDispatch, api, type RoutePrefetch, remotePageFor } from 'shared-api';

/**
 * Starts what the opened page needs while the shell is still rendering, instead of one after the other: the
 * page's remote, the session, and, once both are in, the page's own first requests (the remote's `prefetch`).
 * A reload or a shared link to /messages then pays for one round trip at a time, not a chain of them.
 * Answers when the remote is in and the requests its prefetch waits for have settled (or anything failed:
 * failures are left to the screen, which shows its own error and retry), at once for the shell's own pages.
 */
export function preloadPageFor(pathname: string, dispatch: AppDispatch): Promise<void> {
  const route = remotePageFor(pathname);
  if (!route) return Promise.resolve();
  const session = dispatch(api.endpoints.getCurrentSession.initiate(undefined, { subscribe: false }));
  // The remote host by its own import: a signed-out page (the sign-in page) never loads it.
  const remote = import('shared-ui/remote-host').then(({ loadRemoteComponent }) =>
    loadRemoteComponent<object, { prefetch: RoutePrefetch }>(route),
  );
  return Promise.all([remote, session.unwrap()])
    .then(([module, current]) => {
      if (route.roles && !route.roles.includes(current.role)) return;
      return module.prefetch?.({ dispatch, session: current, pathname });
    })
    .then(
      () => {},
      // Without a session the remote is still wanted (the page shows the sign-in redirect or its own error).
      () =>
        remote.then(
          () => {},
          () => {},
        ),
    );
}
