import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { type AppDispatch, followServerEvents, useGetCurrentSessionQuery } from 'shared-api';
import { LoadingScreen } from '../../../shared/loading-screen';

/**
 * Loads the current session on every signed-in path; without one the user goes to /login. While signed in, the
 * app follows the server's live events (new messages, import progress) for every remote at once.
 */
export function SessionGate() {
  const { data: session, error, isLoading } = useGetCurrentSessionQuery();
  const dispatch = useDispatch<AppDispatch>();
  const userId = session?.userId;

  useEffect(() => (userId ? followServerEvents(dispatch) : undefined), [dispatch, userId]);

  useEffect(() => {
    if (error) console.error('Could not load the current session', error);
  }, [error]);

  if (isLoading) return <LoadingScreen />;
  if (error || !session) return <Navigate to="/login" replace />;
  return <Outlet />;
}
