import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useGetCurrentSessionQuery } from 'shared-api';
import { LoadingScreen } from '../../../shared/loading-screen';

/** Loads the current session on every signed-in path; without one the user goes to /login (spec §2). */
export function SessionGate() {
  const { data: session, error, isLoading } = useGetCurrentSessionQuery();

  useEffect(() => {
    if (error) console.error('Could not load the current session', error);
  }, [error]);

  if (isLoading) return <LoadingScreen />;
  if (error || !session) return <Navigate to="/login" replace />;
  return <Outlet />;
}
