/** The API host is runtime configuration: same origin unless the shell is told otherwise at start. */
let apiBaseUrl = '';

export function setApiBaseUrl(url: string | undefined): void {
  apiBaseUrl = (url ?? '').replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** Whether the server has Google set up; the shell learns it from /remotes.json at start. */
let googleSignIn = false;

export function setGoogleSignIn(available: boolean | undefined): void {
  googleSignIn = available ?? false;
}

/** Screens show "Sign in with Google" and the Gmail connection only when this is true. */
export function isGoogleSignInAvailable(): boolean {
  return googleSignIn;
}

/** Prefixes a server-relative path (an `/api/...` call or an `/uploads/...` logo) with the API host. */
export function apiUrl(path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
