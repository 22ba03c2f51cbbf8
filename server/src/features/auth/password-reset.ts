import { eq, sql } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import { RESET_LINK_MINUTES } from 'shared-api/contract';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { JobQueue } from '../../shared/jobs/queue';
import { queueMail } from '../../shared/mail-queue';
import { passwordLink } from '../../shared/password-links';
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

export const PASSWORD_RESET_QUEUE = 'password-reset';

interface ResetRequest {
  origin: string;
  email: string;
}

/**
 * Queues the request, whether the address has an account or not: the answer then costs the same for both,
 * so neither its body nor its timing tells anyone which addresses have accounts.
 */
export async function requestResetLink(jobs: JobQueue, request: ResetRequest): Promise<void> {
  await jobs.send(PASSWORD_RESET_QUEUE, request satisfies ResetRequest);
}

/** Mails a reset link to each requested address that has an account; the others are dropped here. */
export async function workResetLinks(db: Database, jobs: JobQueue): Promise<void> {
  await jobs.work<ResetRequest>(PASSWORD_RESET_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await mailResetLink(db, jobs, job.data);
  });
}

async function mailResetLink(db: Database, jobs: JobQueue, { origin, email }: ResetRequest): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return;
  const link = passwordLink(origin, 'reset', await issuePasswordToken(db, user.id, 'reset'));
  await queueMail(jobs, passwordResetEmail(user, link));
}
