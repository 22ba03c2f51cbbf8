import { colord } from 'colord';
import { eq } from 'drizzle-orm';
import { brandingSchema } from 'shared-api/contract';
import sharp from 'sharp';
import { storedFiles } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { multipart as multipartBody } from '../../testing/multipart';

let ctx: TestContext;
let acmeId: string;
let bluewaveId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

describe('GET /api/tenants/:tenantId/branding', () => {
  it('returns the branding of the own tenant', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.get(`/api/tenants/${bluewaveId}/branding`);
    expect(response.statusCode).toBe(200);
    expect(brandingSchema.strict().parse(response.json())).toMatchObject({
      logoUrl: null,
      primaryColor: '#0369a1',
    });
  });

  it('refuses another tenant to a TENANT_ADMIN with 403', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get(`/api/tenants/${bluewaveId}/branding`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Access to this tenant is not allowed' });
  });

  it('refuses another tenant to a USER with 403', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    expect((await browser.get(`/api/tenants/${bluewaveId}/branding`)).statusCode).toBe(403);
  });

  it('lets a SUPER_ADMIN read any tenant', async () => {
    const browser = await ctx.signedIn('super@quotedesk.test');
    const response = await browser.get(`/api/tenants/${acmeId}/branding`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      logoUrl: null,
      sidebarLogoUrl: null,
      primaryColor: null,
      secondaryColor: null,
      accentColor: null,
      theme: null,
    });
  });

  it('answers 404 to a SUPER_ADMIN for a tenant that does not exist', async () => {
    const browser = await ctx.signedIn('super@quotedesk.test');
    const response = await browser.get('/api/tenants/00000000-0000-4000-8000-000000000000/branding');
    expect(response.statusCode).toBe(404);
  });

  it('rejects a malformed tenant id with 400', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.get('/api/tenants/not-a-uuid/branding');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/tenantId/);
  });

  it('answers 401 when not signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/tenants/${acmeId}/branding` });
    expect(response.statusCode).toBe(401);
  });
});

/** The logo upload's body: one file part, a PNG unless told. */
const multipart = (part: string, bytes: Buffer, filename = 'logo.png', type = 'image/png') =>
  multipartBody(part, bytes, filename, type);

function upload(
  browser: TestBrowser,
  tenantId: string,
  kind: 'logo' | 'sidebar-logo',
  body: ReturnType<typeof multipart>,
) {
  return browser.request({ method: 'POST', url: `/api/tenants/${tenantId}/${kind}`, ...body });
}

/** A logo of two flat colours: 60 % `left`, 40 % `right`. */
function twoColourSvg(left: string, right: string) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="${left}"/>` +
      `<rect x="120" width="80" height="100" fill="${right}"/></svg>`,
  );
}

const twoColourPng = () => sharp(twoColourSvg('#1e40af', '#f59e0b')).png().toBuffer();

describe('GET /api/tenants/:tenantId', () => {
  it('gives a member the id and name of the own tenant', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.get(`/api/tenants/${acmeId}`);
    expect(response.json()).toEqual({ id: acmeId, name: 'Acme Plumbing' });
  });

  it('refuses another tenant to a TENANT_ADMIN with 403', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    expect((await browser.get(`/api/tenants/${bluewaveId}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/tenants/:tenantId/branding', () => {
  it('saves the colours a tenant admin sends, in lower-case #rrggbb', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/branding`,
      payload: { primaryColor: '#1D4ED8', secondaryColor: '#abc', accentColor: '#8b5cf6' },
    });
    expect(response.statusCode).toBe(200);
    const branding = (await browser.get(`/api/tenants/${bluewaveId}/branding`)).json();
    expect(branding).toMatchObject({
      primaryColor: '#1d4ed8',
      secondaryColor: '#aabbcc',
      accentColor: '#8b5cf6',
    });
  });

  it('clears a colour sent as null and keeps one left out', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/branding`,
      payload: { primaryColor: null },
    });
    const branding = (await browser.get(`/api/tenants/${bluewaveId}/branding`)).json();
    expect(branding).toMatchObject({ primaryColor: null, secondaryColor: '#aabbcc' });
  });

  it('refuses a colour that is not hex with 400', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/branding`,
      payload: { primaryColor: 'blue' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('primaryColor: must be a hex colour like #3b82f6');
  });

  it('refuses a USER with 403 and leaves the colours alone', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${acmeId}/branding`,
      payload: { primaryColor: '#000000' },
    });
    expect(response.statusCode).toBe(403);
    expect((await browser.get(`/api/tenants/${acmeId}/branding`)).json().primaryColor).toBeNull();
  });

  it("refuses a tenant admin another tenant's branding with 403", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/branding`,
      payload: { primaryColor: '#000000' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a SUPER_ADMIN change any tenant', async () => {
    const browser = await ctx.signedIn('super@quotedesk.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/branding`,
      payload: { primaryColor: '#0369a1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().primaryColor).toBe('#0369a1');
  });
});

describe('PUT /api/tenants/:tenantId/theme', () => {
  it('saves a preset key', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/theme`,
      payload: { theme: 'cyber-mint' },
    });
    expect(response.statusCode).toBe(200);
    expect((await browser.get(`/api/tenants/${bluewaveId}/branding`)).json().theme).toBe('cyber-mint');
  });

  it('refuses an unknown theme with 400', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/theme`,
      payload: { theme: 'neon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^theme: theme must be one of default, fast-electric/);
  });
});

describe('PUT /api/tenants/:tenantId/name', () => {
  it('saves the trimmed name, which the session then reports', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/name`,
      payload: { name: '  Bluewave Marine  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: bluewaveId, name: 'Bluewave Marine' });
    expect((await browser.get('/api/session/current')).json().tenantName).toBe('Bluewave Marine');
  });

  it('refuses a blank name with a message saying so', async () => {
    const browser = await ctx.signedIn('admin@bluewave.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${bluewaveId}/name`,
      payload: { name: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('name: Company name cannot be empty');
  });

  it('refuses a USER with 403', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.request({
      method: 'PUT',
      url: `/api/tenants/${acmeId}/name`,
      payload: { name: 'Mine now' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('logo uploads', () => {
  const storedNames = async () =>
    (
      await ctx.db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(eq(storedFiles.tenantId, acmeId))
    )
      .map((row) => row.name)
      .sort();

  it.each([
    ['PNG', 'png', () => sharp(twoColourSvg('#1e40af', '#f59e0b')).png().toBuffer()],
    [
      'JPEG',
      'jpg',
      () =>
        sharp(twoColourSvg('#be123c', '#fde68a'))
          .jpeg()
          .withExifMerge({ IFD0: { Copyright: 'secret' } })
          .toBuffer(),
    ],
    ['WebP', 'webp', () => sharp(twoColourSvg('#047857', '#ecfdf5')).webp().toBuffer()],
    ['SVG', 'svg', async () => twoColourSvg('#7e22ce', '#db2777')],
  ])('stores a %s as a metadata-free PNG served from /uploads', async (_name, extension, make) => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await upload(
      browser,
      acmeId,
      'logo',
      multipart('logo', await make(), `logo.${extension}`),
    );
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    expect(logoUrl).toMatch(/^\/uploads\/logo\.[0-9a-f]{32}\.png$/);
    expect((await browser.get(`/api/tenants/${acmeId}/branding`)).json().logoUrl).toBe(logoUrl);

    const served = await ctx.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    // Bitmaps keep their size; an SVG is rasterised at twice its nominal size, for sharp high-DPI display.
    expect([200, 400]).toContain(metadata.width);
    expect((metadata.width ?? 0) / (metadata.height ?? 1)).toBe(2);
    expect(metadata.exif).toBeUndefined();
    // The replaced logo is removed: one logo file per tenant.
    expect((await storedNames()).filter((name) => name.startsWith('logo.'))).toHaveLength(1);
  });

  it('stores the sidebar logo from its own part', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const png = await sharp(twoColourSvg('#0369a1', '#ffffff')).png().toBuffer();
    const response = await upload(browser, acmeId, 'sidebar-logo', multipart('sidebarLogo', png));
    expect(response.statusCode).toBe(200);
    expect(response.json().sidebarLogoUrl).toMatch(/^\/uploads\/sidebar-logo\.[0-9a-f]{32}\.png$/);
  });

  it('refuses a renamed text file, asking for an image', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const before = await storedNames();
    const response = await upload(
      browser,
      acmeId,
      'logo',
      multipart('logo', Buffer.from('just some notes, not a picture\n'), 'logo.png', 'image/png'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please upload an image file' });
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a truncated image', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const jpeg = await sharp(twoColourSvg('#1e40af', '#f59e0b')).resize(800, 400).jpeg().toBuffer();
    const response = await upload(
      browser,
      acmeId,
      'logo',
      multipart('logo', jpeg.subarray(0, jpeg.length / 2), 'logo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please upload an image file' });
  });

  it('refuses an image over 5 MB with 413 and a message naming the limit', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    // Random pixels do not compress: a 1500 × 1400 noise PNG is about 6 MB.
    const noise = await sharp(randomPixels(1500, 1400), { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6_000_000);
    const response = await upload(browser, acmeId, 'logo', multipart('logo', noise));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Please upload an image smaller than 5MB' });
  });

  it('refuses the image in a part of another name', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await upload(browser, acmeId, 'logo', multipart('sidebarLogo', await twoColourPng()));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The image must be sent in the part 'logo'");
  });

  it('refuses a USER with 403', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await upload(browser, acmeId, 'logo', multipart('logo', await twoColourPng()));
    expect(response.statusCode).toBe(403);
  });
});

function randomPixels(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < bytes.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return bytes;
}

describe('POST /api/tenants/:tenantId/analyze-logo', () => {
  it('asks for a logo first when the tenant has none', async () => {
    const browser = await ctx.signedIn('super@quotedesk.test');
    const hq = await ctx.tenantIdOf('super@quotedesk.test');
    const response = await browser.request({ method: 'POST', url: `/api/tenants/${hq}/analyze-logo` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please upload a logo first' });
  });

  it("returns a two-colour logo's colours, largest first, and a distinct third", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    await upload(browser, acmeId, 'logo', multipart('logo', await twoColourPng()));
    const response = await browser.request({ method: 'POST', url: `/api/tenants/${acmeId}/analyze-logo` });
    expect(response.statusCode).toBe(200);
    const { primaryColor, secondaryColor, accentColor } = response.json();
    for (const hex of [primaryColor, secondaryColor, accentColor]) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set([primaryColor, secondaryColor, accentColor]).size).toBe(3);
    // The blue (60 % of the logo) then the amber, each kept in hue (the amber darkened to read on white).
    expect(Math.abs(colord(primaryColor).hue() - colord('#1e40af').hue())).toBeLessThan(6);
    expect(Math.abs(colord(secondaryColor).hue() - colord('#f59e0b').hue())).toBeLessThan(6);
    expect(primaryColor).toBe(primaryColor.toLowerCase());
  });
});
