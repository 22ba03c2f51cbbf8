import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueMail } from '../../shared/mail-queue';
import { issuePasswordToken, PASSWORD_TOKEN_TTL_MS } from '../../shared/password-tokens';

/**
 * Where the web app lives, for the link: APP_URL when set; else the calling page's origin when it is an
 * allowed CORS origin (the shell on another host); else the origin the request came to.
 */
export function appOrigin(request: FastifyRequest, config: Pick<Config, 'appUrl' | 'corsOrigins'>): string {
  if (config.appUrl) return config.appUrl;
  const origin = request.headers.origin;
  if (origin && config.corsOrigins.includes(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function invitationEmail(invitee: { name: string; email: string }, tenantName: string, link: string) {
  const hours = PASSWORD_TOKEN_TTL_MS / 3_600_000;
  const subject = `You have been invited to ${tenantName} on QuoteDesk`;
  const text = [
    `Hello ${invitee.name},`,
    '',
    `An account for ${invitee.email} has been created for you at ${tenantName} on QuoteDesk.`,
    'Set your password with this link:',
    link,
    '',
    `The link can be used once and expires in ${hours} hours.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(invitee.name)},</p>
<p>An account for ${escapeHtml(invitee.email)} has been created for you at ${escapeHtml(tenantName)} on QuoteDesk.</p>
<p><a href="${escapeHtml(link)}">Set your password</a></p>
<p>The link can be used once and expires in ${hours} hours.</p>`;
  return { to: invitee.email, subject, text, html };
}

/**
 * Issues a one-time link for the new user and queues the mail with it (a background job, retried while the
 * SMTP server refuses it). Answers whether a mail goes out: false when no SMTP server is configured.
 */
export async function sendInvitation(
  {
    db,
    jobs,
    origin,
    mailConfigured,
  }: { db: Database; jobs: JobQueue; origin: string; mailConfigured: boolean },
  user: { id: string; name: string; email: string; tenantName: string | null },
): Promise<boolean> {
  const token = await issuePasswordToken(db, user.id);
  if (!mailConfigured) return false;
  const link = `${origin}/set-password?token=${encodeURIComponent(token)}`;
  await queueMail(jobs, invitationEmail(user, user.tenantName ?? 'your company', link));
  return true;
}
