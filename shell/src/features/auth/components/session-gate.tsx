import { Fragment, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  type AppDispatch,
  followServerEvents,
  selectSessionEnded,
  selectSigningOut,
  sessionEndHandled,
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
  const navigate = useNavigate();
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

  useEffect(() => {
    if (!sessionEnded) return;
    dispatch(sessionEndHandled());
    // Without a loaded session this is the first visit's 401, which the redirect below already handles.
    if (!userId) return;
    // The cached answers stay until the next sign-in, which empties the cache before it shows anything.
    navigate(signInPathFrom(location, true), { replace: true });
  }, [sessionEnded, userId, location, navigate, dispatch]);

  if (leaving) return <Navigate to="/login" replace />;
  if (isLoading) return <LoadingScreen />;
  if (error || !session) return <Navigate to={signInPathFrom(location, false)} replace />;
  // A switch of tenant (support view) mounts every screen afresh, so each asks for the new tenant's data.
  return (
    <Fragment key={session.tenantId}>
      <Outlet />
    </Fragment>
  );
}
