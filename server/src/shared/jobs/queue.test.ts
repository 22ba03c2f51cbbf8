import { createTestDatabase } from '../../testing/database';
import { installJobQueue, startJobQueue, stopJobQueue } from './queue';

const log = { error: () => {} };

describe('the job queue', () => {
  it('installs again without harm and runs a job sent by one instance on another', async () => {
    const database = await createTestDatabase();
    // The test database is migrated, queue included: a second install changes nothing.
    await installJobQueue(database);
    const sender = await startJobQueue(database, log);
    const worker = await startJobQueue(database, log);
    try {
      const done = new Promise<object>((resolve) => {
        worker.work<{ to: string }>('mail', async ([job]) => {
          if (job) resolve(job.data);
        });
      });
      await sender.send('mail', { to: 'someone@example.com' });
      await expect(done).resolves.toEqual({ to: 'someone@example.com' });
    } finally {
      await stopJobQueue(sender, 1000);
      await stopJobQueue(worker, 1000);
      await database.close();
    }
  });
});
