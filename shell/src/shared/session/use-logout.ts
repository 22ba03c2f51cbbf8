import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { api, useLogoutMutation } from 'shared-api';
import { clearBrowserStorage } from './session-storage';

export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first, so no signed-in screen is still mounted to refetch (and find the session gone) while the
    // session ends and the cache is emptied.
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
