import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { API_ROUTES, routeOf } from 'shared-api/contract';
import { contractCoverage } from './endpoints';

/** A bare server with every contract route but the given ones, plus the given extra routes. */
async function serverWith({ skip = [] as string[], extra = [] as string[] } = {}) {
  const app = Fastify();
  await app.register(contractCoverage);
  for (const name of Object.keys(API_ROUTES) as (keyof typeof API_ROUTES)[]) {
    if (skip.includes(name)) continue;
    const { method, path } = routeOf(name);
    app.route({ method, url: path, handler: async () => ({}) });
  }
  for (const url of extra) app.get(url, async () => ({}));
  return app;
}

describe('the contract coverage check', () => {
  it('lets a server start when its /api routes are exactly the contract (the docs pages aside)', async () => {
    const app = await serverWith({ extra: ['/api/docs/static/app.js', '/not-api'] });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });

  it('refuses to start with a route the contract does not declare', async () => {
    const app = await serverWith({ extra: ['/api/secret-report'] });
    await expect(app.ready()).rejects.toThrow('Not in the contract: GET /api/secret-report');
  });

  it('refuses to start when a declared call has no route', async () => {
    const app = await serverWith({ skip: ['deleteUser'] });
    await expect(app.ready()).rejects.toThrow('Without a route: DELETE /api/users/:id');
  });
});

describe('answers checked against the contract', () => {
  it('strips fields a response schema does not declare', async () => {
    const { z } = await import('zod');
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.get('/x', { schema: { response: { 200: z.object({ id: z.string() }) } } }, async () => ({
      id: 'a',
      passwordHash: 'secret',
    }));
    expect((await app.inject({ url: '/x' })).json()).toEqual({ id: 'a' });
  });
});
