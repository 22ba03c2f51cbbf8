import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { messages, tenants } from '../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, TestBrowser, type TestContext } from '../testing/app';
import { FIRST_PAINT_PLACEHOLDER } from './first-paint';

let webRoot: string;
let ctx: TestContext;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'quotedesk-first-paint-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    `<!doctype html><body>${FIRST_PAINT_PLACEHOLDER}<div id="root"></div></body>`,
  );
  ctx = await createTestContext({ webRoot });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const firstPaintOf = (html: string) => html.slice(0, html.indexOf('<div id="root">'));
const linkedIds = (html: string) =>
  [...html.matchAll(/href="\/messages\/([^"]+)"/g)].map((match) => match[1]);

describe("the inbox's first messages, written into its page", () => {
  it('lists the newest messages of the signed-in tenant as links, its text escaped, kept by no cache', async () => {
    const tenantId = await ctx.tenantIdOf('staff@acme.test');
    const [newest] = await ctx.db
      .insert(messages)
      .values({
        tenantId,
        source: 'email',
        status: 'NEW',
        subject: "Leak <img src=x onerror=alert(1)> & more $' $&",
        content: 'The <b>sink</b> drips',
        senderName: '"Bob" <script>',
        fromEmail: 'bob@example.test',
        receivedAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: messages.id });
    const staff = await ctx.signedIn('staff@acme.test');
    const page = await staff.get('/messages', { accept: 'text/html' });
    const painted = firstPaintOf(page.body);

    expect(page.headers['cache-control']).toBe('private, no-store');
    const inbox = (await staff.get(`/api/messages?tenantId=${tenantId}&limit=8`)).json();
    expect(linkedIds(painted)).toEqual(inbox.messages.map((message: { id: string }) => message.id));
    expect(linkedIds(painted)[0]).toBe(newest?.id);
    // Written as it is: `$'` and `$&` are no replacement patterns here.
    expect(painted).toContain('Leak &lt;img src=x onerror=alert(1)&gt; &amp; more $&#39; $&amp;');
    expect(painted).toContain('&quot;Bob&quot; &lt;script&gt;');
    expect(painted).not.toContain('<script');
    expect(painted).toContain('data-status="NEW"');
  });

  it('shows a tenant only its own messages, under its logo where it has one', async () => {
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
    await ctx.db
      .update(tenants)
      .set({ logoUrl: '/uploads/logos/wave.png' })
      .where(eq(tenants.id, bluewaveId));
    const own = (await bluewave.get(`/api/messages?tenantId=${bluewaveId}&limit=8`)).json();
    const painted = firstPaintOf((await bluewave.get('/messages', { accept: 'text/html' })).body);
    expect(linkedIds(painted)).toEqual(own.messages.map((message: { id: string }) => message.id));
    expect(painted).toMatch(/<img class="qd-fp-logo" src="\/uploads\/logos\/wave.png" alt="[^"]+ logo" \/>/);
  });

  it('paints nothing for a visitor without a session, or on another path', async () => {
    const visitor = new TestBrowser(ctx.app);
    const signedOut = await visitor.get('/messages', { accept: 'text/html' });
    expect(firstPaintOf(signedOut.body)).toBe('<!doctype html><body>');
    expect(signedOut.headers['cache-control']).toBe('no-cache');

    const owner = await ctx.signedIn('owner@acme.test');
    const dashboard = await owner.get('/dashboard', { accept: 'text/html' });
    expect(firstPaintOf(dashboard.body)).toBe('<!doctype html><body>');
    expect(linkedIds((await owner.get('/messages/', { accept: 'text/html' })).body)).toEqual([]);
  });
});
