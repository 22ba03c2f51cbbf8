import { buildApp } from '../../app';
import { storeFile } from '../../shared/stored-files';
import { createTestContext, SETUP_TIMEOUT_MS, type TestContext } from '../../testing/app';

let ctx: TestContext;
let url: string;
const content = Buffer.from('\x89PNG\r\n\x1a\n not really an image, bytes are bytes');

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  url = await storeFile(ctx.db, {
    tenantId: null,
    prefix: 'logo',
    extension: 'png',
    contentType: 'image/png',
    content,
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('GET /uploads/:name', () => {
  it('serves a stored file, cached for good under its never-reused name, never sniffed', async () => {
    expect(url).toMatch(/^\/uploads\/logo\.[0-9a-f]{32}\.png$/);
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[0-9a-f]{64}"$/),
    });
  });

  it('answers 304 to a browser that holds the same bytes, and HEAD without a body', async () => {
    const { etag } = (await ctx.app.inject({ method: 'GET', url })).headers;
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('is served by every instance on the database', async () => {
    const other = await buildApp({ database: ctx.database, config: ctx.config });
    try {
      const response = await other.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for a name it does not hold', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/logo.00000000000000000000000000000000.png',
    });
    expect(response.statusCode).toBe(404);
  });
});
