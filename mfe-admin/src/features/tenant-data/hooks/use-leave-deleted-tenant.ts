import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { type AppDispatch, api, type CurrentSession, signingOut, type Tenant } from 'shared-api';
import { toast } from 'shared-ui';

/**
 * Where the user goes once the company they work in is deleted. Its own admin's account went with it: signed
 * out, to the sign-in page (as a sign-out does, browser storage cleared). A super admin who viewed it as support
 * is back in their own tenant (the server ended the view), on the list of tenants, every cached answer dropped.
 */
export function useLeaveDeletedTenant(session: Pick<CurrentSession, 'role'>): (tenant: Tenant) => void {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return useCallback(
    (tenant: Tenant) => {
      toast.success(`${tenant.name} was deleted`);
      if (session.role === 'SUPER_ADMIN') {
        dispatch(api.util.resetApiState());
        navigate('/admin?tab=tenants', { replace: true });
        return;
      }
      dispatch(signingOut());
      navigate('/login', { replace: true });
      localStorage.clear();
      sessionStorage.clear();
      dispatch(api.util.resetApiState());
    },
    [dispatch, navigate, session.role],
  );
}
