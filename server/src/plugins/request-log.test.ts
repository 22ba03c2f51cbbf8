import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { OneLinePerRequest } from './request-log';

/** A Fastify server logging into an array, one parsed line per entry. */
function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
  app.get('/answer', async () => ({ ok: true }));
  return app;
}

describe('request log', () => {
  it('writes one line per request, when answered, with its method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/answer' });
    await app.close();

    const requestLines = lines.filter((line) => 'reqId' in line);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/answer' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0]?.responseTime).toBe('number');
  });
});
