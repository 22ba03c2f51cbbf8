import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { api, signingOut, useLogoutMutation } from 'shared-api';
import { clearBrowserStorage } from './session-storage';

export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Until the next sign-in, signed-in pages send to /login at once: a screen still mounted while the session
    // ends (navigations render in a transition) may refetch and find it gone, which is no expiry to report.
    dispatch(signingOut());
    navigate('/login', { replace: true });
    try {
      await logout().unwrap();
    } catch (error) {
      // The server session may already be gone; leaving locally must still work.
      console.error('Server log-out failed', error);
    }
    clearBrowserStorage();
    dispatch(api.util.resetApiState());
  }, [logout, dispatch, navigate]);
}
