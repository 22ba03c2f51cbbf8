/** The API host is runtime configuration: same origin unless the shell is told otherwise at start. */
let apiBaseUrl = '';

export function setApiBaseUrl(url: string | undefined): void {
  apiBaseUrl = (url ?? '').replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** Prefixes a server-relative path (an `/api/...` call or an `/uploads/...` logo) with the API host. */
export function apiUrl(path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
