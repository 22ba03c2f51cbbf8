import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import {
  countText,
  describeCount,
  FIRST_PAINT_ID,
  inboxFirstPage,
  type MessagePage,
  type MessageSummary,
  senderDisplay,
  tenantInitial,
} from 'shared-api/contract';
import { listMessagePage } from './service';

/** The tenant as the phone's top bar shows it: its name, and its logo's path where it has one. */
export interface PaintedTenant {
  tenantId: string;
  tenantName: string;
  logoPath: string | null;
}

/** Rows enough to fill a tall phone's screen: the rest come with the app. */
const FIRST_PAINT_ROWS = 8;

/**
 * The inbox's first messages as plain HTML, for a phone to paint with the page, before its scripts have loaded
 * and run (seconds on a mid-range phone over mobile data): each row a link to its message. The shell's page
 * shows it on phones only and the app removes it once its own list is drawn (shared-ui `useDismissFirstPaint`).
 * Times are left to the app, which knows the reader's time zone.
 */
export async function inboxFirstPaint(app: FastifyInstance, tenant: PaintedTenant): Promise<string> {
  const { tenantId: _, cursor: __, ...query } = inboxFirstPage(tenant.tenantId);
  const cursors = (await app.cursors()).forList('messages', tenant.tenantId);
  const page = await listMessagePage(app.db, tenant.tenantId, query, cursors);
  const rows = page.messages.slice(0, FIRST_PAINT_ROWS).map(messageRow).join('');
  return (
    `<div id="${FIRST_PAINT_ID}" class="qd-first-paint" aria-busy="true">` +
    `<div class="qd-fp-bar">${logo(tenant)}<strong class="qd-fp-tenant">${escapeHtml(tenant.tenantName)}</strong></div>` +
    `<div class="qd-fp-content">${header(page.counts)}` +
    `<ul class="qd-fp-list" aria-label="Messages">${rows}</ul></div></div>`
  );
}

/** As the inbox's header has them: the title, the New and Important counts, the count; the Export button's room. */
function header({ status, capped }: MessagePage['counts']): string {
  const tag = (count: number, what: 'NEW' | 'IMPORTANT', label: string) =>
    `<span class="qd-fp-status" data-status="${what}">${countText(count, capped)} ${label}</span>`;
  return (
    `<div class="qd-fp-header"><div class="qd-fp-heading"><div class="qd-fp-titles">` +
    `<h1 class="qd-fp-title">Messages</h1>${tag(status.NEW, 'NEW', 'New')}${tag(status.IMPORTANT, 'IMPORTANT', 'Important')}</div>` +
    `<span class="qd-fp-subtitle">${describeCount(status.ALL, '', capped)}</span></div>` +
    `<span class="qd-fp-action"></span></div>`
  );
}

function messageRow(message: MessageSummary): string {
  const unread = message.status === 'NEW' ? ' qd-fp-unread' : '';
  return (
    `<li><a class="qd-fp-row${unread}" href="/messages/${encodeURIComponent(message.id)}">` +
    `<span class="qd-fp-line"><span class="qd-fp-text">${escapeHtml(senderDisplay(message).name)}</span></span>` +
    `<span class="qd-fp-line"><span class="qd-fp-text">${escapeHtml(message.subject || '(No Subject)')}</span>` +
    `<span class="qd-fp-status" data-status="${message.status}">${message.status}</span></span>` +
    `<span class="qd-fp-preview">${escapeHtml(message.preview)}</span></a></li>`
  );
}

/** The tenant's logo, else its initial, as the top bar draws them (shell/src/features/layout/tenant-logo.tsx). */
function logo({ tenantName, logoPath }: PaintedTenant): string {
  if (logoPath)
    return `<img class="qd-fp-logo" src="${escapeHtml(logoPath)}" alt="${escapeHtml(`${tenantName} logo`)}" />`;
  return `<span class="qd-fp-initial" aria-hidden="true">${escapeHtml(tenantInitial(tenantName))}</span>`;
}
