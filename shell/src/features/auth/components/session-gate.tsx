import { Fragment, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  type AppDispatch,
  followServerEvents,
  selectSessionEnded,
  selectSigningOut,
  useGetCurrentSessionQuery,
} from 'shared-api';
import { LoadingScreen } from '../../../shared/loading-screen';
import { signInPathFrom } from '../../../shared/session/return-path';

/**
 * Loads the current session on every signed-in path; without one the user goes to /login, and back to the page
 * after signing in. While signed in, the app follows the server's live events (new messages, import progress)
 * for every remote at once, and a call refused for want of a session (expired, user deleted, password changed
 * elsewhere) sends the user to sign in again, saying why.
 */
export function SessionGate() {
  const { data: session, error, isLoading } = useGetCurrentSessionQuery();
  const dispatch = useDispatch<AppDispatch>();
  const location = useLocation();
  const sessionEnded = useSelector(selectSessionEnded);
  const leaving = useSelector(selectSigningOut);
  const userId = session?.userId;
  const tenantId = session?.tenantId;

  // Followed afresh when a super admin switches tenant: the stream carries the session's tenant's events.
  useEffect(
    () => (userId && tenantId ? followServerEvents(dispatch) : undefined),
    [dispatch, userId, tenantId],
  );

  useEffect(() => {
    if (error) console.error('Could not load the current session', error);
  }, [error]);

  if (leaving) return <Navigate to="/login" replace />;
  // The screens go in this render, not when the navigation (a transition) commits: a screen still shown would
  // report its own refused call over the sign-in page. The ended state and the cached answers stay until the
  // next sign-in, which clears both. Without a loaded session this is the first visit's 401, handled below.
  if (sessionEnded && userId) return <Navigate to={signInPathFrom(location, true)} replace />;
  if (isLoading) return <LoadingScreen />;
  if (error || !session) return <Navigate to={signInPathFrom(location, false)} replace />;
  // A switch of tenant (support view) mounts every screen afresh, so each asks for the new tenant's data.
  return (
    <Fragment key={session.tenantId}>
      <Outlet />
    </Fragment>
  );
}
