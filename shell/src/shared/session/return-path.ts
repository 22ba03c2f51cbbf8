/** Why the sign-in page opened, when it was not the user's choice. */
export const SESSION_ENDED = 'session-ended';

/**
 * The sign-in page, remembering the page the user was on so signing in returns there. `ended` says the session
 * ended mid-work (the page then says so).
 */
export function signInPathFrom(
  { pathname, search }: { pathname: string; search: string },
  ended: boolean,
): string {
  const params = new URLSearchParams({ next: `${pathname}${search}` });
  if (ended) params.set('reason', SESSION_ENDED);
  return `/login?${params}`;
}

/**
 * Where to go after signing in: the remembered page when it is one of ours (a same-origin path, never `//host`
 * or an absolute URL someone put in a link), else the dashboard.
 */
export function pathAfterSignIn(params: URLSearchParams): string {
  const next = params.get('next');
  const ours =
    next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/login');
  return ours && next ? next : '/dashboard';
}
