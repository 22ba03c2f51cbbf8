import type { FastifyRequest } from 'fastify';
import { firstRequestsFor, requestUrl, routeOf } from 'shared-api/contract';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../plugins/session-cookie';
import { findSession, type StoredSession } from '../plugins/session-store';

/**
 * `Link` preload hints for the data a signed-in page asks for first: the session, then the screen's own first
 * requests (shared-api/src/contract/first-requests.ts), at exactly the URLs the page will request. The browser fetches them with
 * the page's cookies while the scripts still download, and hands them to the page's own requests, so the
 * screen's data no longer waits for the shell and the remote to start.
 */
export function dataPreloadLinks(session: StoredSession | null, pathname: string) {
  if (!session) return [];
  const urls = [
    routeOf('getCurrentSession').path,
    ...firstRequestsFor(pathname, session.viewing?.tenantId ?? session.tenantId).map(requestUrl),
  ];
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}

/**
 * The session of the browser asking for a page whose data this server may put in it or hint: none for a
 * signed-out visitor, or for an API on another origin (API_BASE_URL), whose requests the page's would not match.
 */
export async function pageSession(request: FastifyRequest, config: Config): Promise<StoredSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (config.apiBaseUrl || !token) return null;
  return findSession(request.server.db, token);
}
