import type { FastifyRequest } from 'fastify';
import { FIRST_PAINT_ID, INBOX_PATH } from 'shared-api/contract';
import { inboxFirstPaint } from '../features/messages/inbox-first-paint';
import { getBranding } from '../features/tenants/service';
import type { StoredSession } from '../plugins/session-store';

/**
 * Where a page's first paint goes in the shell's page: an empty element, which is all a page served as it is
 * (by nginx) shows, and which the app removes like the first paint.
 */
export const FIRST_PAINT_PLACEHOLDER = `<div id="${FIRST_PAINT_ID}" hidden></div>`;

/** The pages drawn into their HTML for a signed-in user, by path: the inbox, a phone user's first screen. */
const FIRST_PAINTS: Record<string, typeof inboxFirstPaint> = { [INBOX_PATH]: inboxFirstPaint };

/**
 * The HTML of the page's first screen with the signed-in user's data, or '' (signed out, half signed in, a page
 * without one, or its data not read: the page then simply waits for its scripts, as without this).
 */
export async function firstPaint(
  request: FastifyRequest,
  session: StoredSession | null,
  pathname: string,
): Promise<string> {
  const paint = FIRST_PAINTS[pathname];
  if (!paint || session?.stage !== 'active') return '';
  const { tenantId, tenantName } = session.viewing ?? session;
  try {
    const branding = await getBranding(request.server.db, tenantId);
    const logoPath = branding?.sidebarLogoUrl ?? branding?.logoUrl ?? null;
    return await paint(request.server, { tenantId, tenantName, logoPath });
  } catch (error) {
    request.log.warn({ err: error, pathname }, 'first paint left out');
    return '';
  }
}
