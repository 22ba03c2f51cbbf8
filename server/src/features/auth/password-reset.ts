import { eq, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueMail } from '../../shared/mail-queue';
import { escapeHtml, passwordLink } from '../../shared/password-links';
import { issuePasswordToken } from '../../shared/password-tokens';

export function passwordResetEmail(user: { name: string; email: string }, link: string) {
  const subject = 'Reset your QuoteDesk password';
  const text = [
    `Hello ${user.name},`,
    '',
    `Someone asked to reset the password of ${user.email} on QuoteDesk. Choose a new password with this link:`,
    link,
    '',
    `The link can be used once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this email.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(user.name)},</p>
<p>Someone asked to reset the password of ${escapeHtml(user.email)} on QuoteDesk.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link can be used once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this email.</p>`;
  return { to: user.email, subject, text, html };
}

/**
 * Mails a reset link when the email has an account; does nothing otherwise, and the caller answers the
 * same either way, so the call tells nobody which addresses have accounts.
 */
export async function mailResetLink(
  db: Database,
  jobs: JobQueue,
  origin: string,
  email: string,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return;
  const link = passwordLink(origin, 'reset', await issuePasswordToken(db, user.id, 'reset'));
  await queueMail(jobs, passwordResetEmail(user, link));
}
