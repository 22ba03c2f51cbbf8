import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query';
import { XSRF_COOKIE, XSRF_HEADER } from './contract/constants';
import { fieldIssuesOf } from './contract/field-issues';
import { routeOf } from './contract/routes';
import { apiUrl, getApiBaseUrl } from './runtime-config';
import { sessionEnded } from './session-expiry';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
    return headers;
  },
});

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

function withApiHost(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return apiUrl(args);
  return { ...args, url: apiUrl(args.url) };
}

/**
 * A mutation needs the XSRF cookie; a first visit (e.g. the login page served by a static host) has none yet,
 * so it is fetched once before the first mutation.
 */
async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  await fetch(`${getApiBaseUrl()}${routeOf('getXsrfToken').path}`, { credentials: 'include' });
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  if (!SAFE_METHODS.has(methodOf(args))) await ensureXsrfCookie();
  const result = await rawBaseQuery(withApiHost(args), api, extraOptions);
  // A 401 means the session is gone, except from the sign-in itself, where it means wrong credentials.
  if (result.error?.status === 401 && api.endpoint !== 'login') api.dispatch(sessionEnded());
  return result;
};

/** The message a failed call should show: the server's `error` field, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
      return data.error;
    }
  }
  return fallback;
}

/**
 * The fields a refused call (400) names, each with the server's message for it (contract/field-issues.ts), so
 * a form shows them under its fields; empty for any other failure.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return status === 400 ? fieldIssuesOf(errorMessage(error, '')) : {};
}
