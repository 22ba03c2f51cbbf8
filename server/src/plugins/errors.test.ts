import net from 'node:net';
import { type App, buildApp } from '../app';
import { connectPostgres, type DatabaseHandle } from '../db/database';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext, testConfig } from '../testing/app';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors';
import { createCursors } from './pagination';
import { SESSION_COOKIE } from './session-cookie';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('values the database refuses', () => {
  it('answers 400, not 500, to a text holding a NUL character', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const search = await owner.request({ method: 'GET', url: '/api/messages?limit=5&search=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ error: 'The request contains characters that cannot be stored' });

    const created = await owner.request({
      method: 'POST',
      url: '/api/customers',
      payload: { name: 'A\u0000B' },
    });
    expect(created.statusCode).toBe(400);
  });

  it('answers 400 to a cursor signed with the server key whose id is not a uuid', async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const cursor = createCursors(ctx.config.secretKey ?? '')
      .forList('customers', await ctx.tenantIdOf('owner@acme.test'), 'name')
      .encode({ sortKey: 'Acme', id: 'not-a-uuid' });
    const page = await owner.request({ method: 'GET', url: `/api/customers?limit=5&cursor=${cursor}` });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ error: 'cursor: not a cursor this list handed out' });
  });

  it('answers 404 when a super admin names a tenant that does not exist', async () => {
    const superAdmin = await ctx.signedIn('super@quotedesk.test');
    const created = await superAdmin.request({
      method: 'POST',
      url: '/api/catalogs',
      payload: { tenantId: '00000000-0000-4000-8000-000000000000', name: 'Ghost catalog' },
    });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ error: 'A referenced record does not exist' });
  });
});

describe('a database out of reach', () => {
  let closedPort: number;
  let unreachable: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    closedPort = await portNobodyListensOn();
    unreachable = connectPostgres(`postgres://postgres@127.0.0.1:${closedPort}/quotedesk`);
    // The server went away after the start: every query fails to connect (the event stream and the job queue,
    // started earlier, reconnect by themselves).
    app = await buildApp({ database: { ...ctx.database, db: unreachable.db }, config: testConfig() });
  });
  afterAll(async () => {
    await app.close();
    await unreachable.close();
  });

  it('answers 503 with a retry hint instead of a 500', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(health.json()).toEqual({ error: 'The database is unavailable. Please try again shortly.' });

    const session = await app.inject({
      method: 'GET',
      url: '/api/session/current',
      cookies: { [SESSION_COOKIE]: 'a-session-token' },
    });
    expect(session.statusCode).toBe(503);
  });
});

/** Only a PostgreSQL server can go away under a running app; the embedded PGlite lives in the process. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL going away while the server runs', () => {
  let proxy: CuttableProxy;
  let throughProxy: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    const { client } = ctx.database;
    if (client.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const target = new URL(client.connectionString);
    proxy = await CuttableProxy.start(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    throughProxy = connectPostgres(target.toString());
    app = await buildApp({ database: throughProxy, config: testConfig() });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await throughProxy?.close();
    await proxy?.cut();
  });

  it('answers 503 while it is gone and serves again once it is back, without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.cut();
    const whileGone = await app.inject({ method: 'GET', url: '/api/health' });
    expect(whileGone.statusCode).toBe(503);
    expect(whileGone.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));

    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

function portNobodyListensOn(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, the port closed) and restored. */
class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
    public port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(targetHost, targetPort, 0);
    await proxy.restore();
    return proxy;
  }

  restore(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
