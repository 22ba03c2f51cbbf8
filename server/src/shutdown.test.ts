import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { gracefulShutdown } from './shutdown';
import { SETUP_TIMEOUT_MS, testConfig } from './testing/app';
import { createTestDatabase } from './testing/database';

/** A listening app with one extra route that holds its answer until the test lets it go. */
async function serverWithSlowRoute() {
  const database = await createTestDatabase();
  const app = await buildApp({ database, config: testConfig() });
  let entered!: () => void;
  let release!: () => void;
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/test/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });
  const shutDown = gracefulShutdown(app, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, shutDown, url: `http://127.0.0.1:${port}/test/slow`, inFlight, release };
}

describe('shutDown', () => {
  // Each test shuts its own server down. Built like every suite's app, under the setup timeout: a worker's
  // first app loads the whole server.
  let server: Awaited<ReturnType<typeof serverWithSlowRoute>>;
  beforeEach(async () => {
    server = await serverWithSlowRoute();
  }, SETUP_TIMEOUT_MS);

  it('lets the request in flight finish, then closes the database', async () => {
    const { app, database } = server;
    const answer = fetch(server.url);
    await server.inFlight;

    const shutdown = server.shutDown();
    // The answer leaves after the server stopped listening, on a connection the client would keep alive.
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    server.release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect((await shutdown).drained).toBe(true);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('gives up after the grace period when a request never ends', async () => {
    const { app, database } = server;
    const answer = fetch(server.url).catch(() => 'dropped');
    await server.inFlight;

    expect((await server.shutDown(50)).drained).toBe(false);

    // What the process exit does in production: drop the connection, then let go of everything.
    app.server.closeAllConnections();
    expect(await answer).toBe('dropped');
    server.release();
    await database.close();
  });
});
