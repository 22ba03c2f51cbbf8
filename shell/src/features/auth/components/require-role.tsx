import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type Role, useGetCurrentSessionQuery } from 'shared-api';

/** Screens limited to some roles send everyone else to /dashboard. The server enforces too. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { data: session } = useGetCurrentSessionQuery();
  if (!session || !roles.includes(session.role)) return <Navigate to="/dashboard" replace />;
  return children;
}
