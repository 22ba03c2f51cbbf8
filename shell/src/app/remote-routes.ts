import { ADMIN_ROLES, type Role } from 'shared-api';
import type { RemoteRef } from 'shared-ui/remote-host';

export interface RemoteRoute extends RemoteRef {
  /** A route pattern; `/*` lets the remote route inside it. */
  path: string;
  roles?: readonly Role[];
}

/** Which remote serves which route (DESIGN §1). Remote URLs themselves come from /remotes.json. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/catalogs/*', remote: 'mfe_catalogs', module: './routes' },
  { path: '/messages/*', remote: 'mfe_messages', module: './routes' },
  { path: '/customers/*', remote: 'mfe_customers', module: './routes' },
  { path: '/admin/*', remote: 'mfe_admin', module: './routes', roles: ADMIN_ROLES },
  { path: '/user-settings/*', remote: 'mfe_settings', module: './routes' },
  {
    path: '/tenant-settings/*',
    remote: 'mfe_settings',
    module: './tenant-settings-routes',
    roles: ADMIN_ROLES,
  },
];
