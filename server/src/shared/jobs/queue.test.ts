import type { DatabaseHandle } from '../../db/database';
import { SETUP_TIMEOUT_MS } from '../../testing/app';
import { createTestDatabase } from '../../testing/database';
import { installJobQueue, startJobQueue, stopJobQueue } from './queue';

const log = { error: () => {} };

// A fresh database takes long on a loaded machine: made under the setup timeout, not the test's.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, SETUP_TIMEOUT_MS);
afterAll(() => database.close());

describe('the job queue', () => {
  it('installs again without harm and runs a job sent by one instance on another', async () => {
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
    }
  });
});
