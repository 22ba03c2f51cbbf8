import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  ADMIN_ROLES,
  LOGO_NOT_IMAGE,
  LOGO_TOO_LARGE,
  MAX_LOGO_BYTES,
  updateBrandingRequestSchema,
  updateTenantNameRequestSchema,
  updateTenantThemeRequestSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { requireRole, resolveTenantId } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { normaliseLogo } from './logo-image';
import { extractBrandColors } from './logo-palette';
import { type LogoKind, readLogo, removeLogo, storeLogo } from './logo-store';
import { getBranding, getTenant, updateTenant } from './service';
import { listTenants } from './tenant-list';

const tenantParams = z.object({ tenantId: z.uuid({ message: 'Invalid tenant id' }) });

/** Spec §7 tenant calls: any signed-in user of the tenant reads its branding; only its admins change it. */
export const tenantRoutes: ZodPlugin = async (app) => {
  // Spec §6: only a super admin loads the list of all tenants.
  app.get('/tenants', { onRequest: [app.requireSession, requireRole('SUPER_ADMIN')] }, async () =>
    listTenants(app.db),
  );

  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 5, parts: 6 },
  });

  const readable = { onRequest: app.requireSession, schema: { params: tenantParams } };
  const adminOnly = { onRequest: [app.requireSession, requireRole(...ADMIN_ROLES)] };

  /** The tenant named in the path, once the caller may act on it and it exists. */
  const brandingOf = async (request: FastifyRequest<{ Params: { tenantId: string } }>) => {
    const tenantId = resolveTenantId(request, request.params.tenantId);
    const branding = await getBranding(app.db, tenantId);
    if (!branding) throw notFound('Tenant not found');
    return { tenantId, branding };
  };

  // Not in spec §7: the tenant's name for the settings screen when it is not the caller's own (super admin).
  app.get('/tenants/:tenantId', readable, async (request) => {
    const tenant = await getTenant(app.db, resolveTenantId(request, request.params.tenantId));
    if (!tenant) throw notFound('Tenant not found');
    return tenant;
  });

  app.get('/tenants/:tenantId/branding', readable, async (request) => (await brandingOf(request)).branding);

  app.put(
    '/tenants/:tenantId/branding',
    { ...adminOnly, schema: { params: tenantParams, body: updateBrandingRequestSchema } },
    async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, request.body);
      return (await brandingOf(request)).branding;
    },
  );

  app.put(
    '/tenants/:tenantId/theme',
    { ...adminOnly, schema: { params: tenantParams, body: updateTenantThemeRequestSchema } },
    async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, { theme: request.body.theme });
      return { theme: request.body.theme };
    },
  );

  app.put(
    '/tenants/:tenantId/name',
    { ...adminOnly, schema: { params: tenantParams, body: updateTenantNameRequestSchema } },
    async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, { name: request.body.name });
      return { id: tenantId, name: request.body.name };
    },
  );

  const logoUpload = (kind: LogoKind, part: string, column: 'logoUrl' | 'sidebarLogoUrl') =>
    app.post(
      `/tenants/:tenantId/${kind}`,
      { ...adminOnly, schema: { params: tenantParams } },
      async (request) => {
        const { tenantId, branding } = await brandingOf(request);
        const png = await normaliseLogo(await readUploadedPart(request, part));
        // One transaction: the tenant never points at a missing file, nor leaves an orphan behind.
        const url = await app.db.transaction(async (tx) => {
          const stored = await storeLogo(tx, tenantId, kind, png);
          await updateTenant(tx, tenantId, { [column]: stored });
          await removeLogo(tx, branding[column]);
          return stored;
        });
        return { [column]: url };
      },
    );
  logoUpload('logo', 'logo', 'logoUrl');
  logoUpload('sidebar-logo', 'sidebarLogo', 'sidebarLogoUrl');

  app.post(
    '/tenants/:tenantId/analyze-logo',
    { ...adminOnly, schema: { params: tenantParams } },
    async (request) => {
      const { branding } = await brandingOf(request);
      const png = await readLogo(app.db, branding.logoUrl);
      if (!png) throw new HttpError(400, 'Please upload a logo first');
      return extractBrandColors(png);
    },
  );
};

/** The bytes of the one file part `name` of a multipart body, at most 5 MB. */
async function readUploadedPart(request: FastifyRequest, name: string): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpError(400, `Send the image as multipart form data, part '${name}'`);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    throw new HttpError(400, LOGO_NOT_IMAGE);
  }
  if (!file || file.fieldname !== name)
    throw new HttpError(400, `The image must be sent in the part '${name}'`);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, LOGO_TOO_LARGE);
    throw new HttpError(400, LOGO_NOT_IMAGE);
  }
}
