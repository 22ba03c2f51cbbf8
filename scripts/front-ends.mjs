/** The independently built front ends: the shell and the five remotes, each a workspace folder. */
export const REMOTE_NAMES = ['messages', 'customers', 'catalogs', 'admin', 'settings'];
export const FRONT_END_DIRS = ['shell', ...REMOTE_NAMES.map((name) => `mfe-${name}`)];
