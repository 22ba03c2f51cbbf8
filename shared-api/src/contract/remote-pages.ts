import { ADMIN_ROLES } from './constants';
import type { Role } from './entities';

/** A page a remote serves: its route in the shell, and the federated module rendering it. */
export interface RemotePage {
  /** A route pattern; `/*` lets the remote route inside it. */
  path: string;
  /** The remote's federation name, `mfe_<name>`, served from `/mfe/<name>/`. */
  remote: string;
  /** The exposed module rendering the page. */
  module: string;
  roles?: readonly Role[];
}

/**
 * Which remote serves which page (docs/architecture.md): the shell routes by it, and the server, answering the page's HTML,
 * tells the browser to fetch that remote's code at once. Remote URLs themselves come from /remotes.json.
 */
export const REMOTE_PAGES: readonly RemotePage[] = [
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

/** The remote page a path opens (`/customers/42` → the `/customers/*` page), if any. */
export function remotePageFor(pathname: string): RemotePage | undefined {
  return REMOTE_PAGES.find(({ path }) => {
    const base = path.replace(/\/\*$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}
