import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './jobs/queue';
import type { Mailer, MailMessage } from './mailer';

export const MAIL_QUEUE = 'mail';

/** Hands a message to the mail job: sent by any instance, retried with back-off while SMTP refuses it. */
export async function queueMail(jobs: JobQueue, message: MailMessage): Promise<void> {
  await jobs.send(MAIL_QUEUE, message);
}

/** Sends the queued mail; a message the SMTP server did not accept fails its job, which pg-boss retries. */
export async function workMail(jobs: JobQueue, mailer: Mailer, log: FastifyBaseLogger): Promise<void> {
  await jobs.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job && !(await mailer.send(job.data, log))) {
      throw new Error(`The SMTP server did not accept the mail to ${job.data.to}`);
    }
  });
}
