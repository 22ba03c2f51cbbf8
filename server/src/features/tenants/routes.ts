import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LOGO_NOT_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from 'shared-api/contract';
import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { found, HttpError } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { recordAuditEvent } from '../../shared/audit';
import { normaliseLogo } from './logo-image';
import { extractBrandColors } from './logo-palette';
import { type LogoKind, readLogo, removeLogo, storeLogo } from './logo-store';
import { getBranding, getTenant, requiresTwoFactor, updateTenant } from './service';
import { listTenants } from './tenant-list';

const TENANT_NOT_FOUND = 'Tenant not found';

/** Each logo's multipart part (as the contract's `filePart` names it) and the branding column it fills. */
const LOGO_UPLOADS = {
  logo: { part: 'logo', column: 'logoUrl' },
  'sidebar-logo': { part: 'sidebarLogo', column: 'sidebarLogoUrl' },
} as const satisfies Record<LogoKind, { part: string; column: 'logoUrl' | 'sidebarLogoUrl' }>;

/** Tenants: any signed-in user of the tenant reads its branding; only its admins change it. */
/** Tenants: any signed-in user of a tenant reads its branding; only its admins change it. */
export const tenantRoutes: ZodPlugin = async (app) => {
  app.route({ ...endpoint(app, 'listTenants'), handler: async () => listTenants(app.db) });

  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 5, parts: 6 },
  });

  /** The tenant named in the path, once the caller may act on it and it exists. */
  const brandingOf = async (request: FastifyRequest<{ Params: { tenantId: string } }>) => {
    const tenantId = resolveTenantId(request, request.params.tenantId);
    const branding = found(await getBranding(app.db, tenantId), TENANT_NOT_FOUND);
    return { tenantId, branding };
  };

  // A super admin's settings screen shows a tenant that is not the caller's own by its name.
  app.route({
    ...endpoint(app, 'getTenant'),
    handler: async (request) =>
      found(await getTenant(app.db, resolveTenantId(request, request.params.tenantId)), TENANT_NOT_FOUND),
  });

  app.route({
    ...endpoint(app, 'getBranding'),
    handler: async (request) => (await brandingOf(request)).branding,
  });

  app.route({
    ...endpoint(app, 'updateBranding'),
    handler: async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, request.body);
      return (await brandingOf(request)).branding;
    },
  });

  app.route({
    ...endpoint(app, 'updateTenantTheme'),
    handler: async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, { theme: request.body.theme });
      return { theme: request.body.theme };
    },
  });

  app.route({
    ...endpoint(app, 'getTwoFactorPolicy'),
    handler: async (request) => {
      const { tenantId } = await brandingOf(request);
      return { required: await requiresTwoFactor(app.db, tenantId) };
    },
  });

  app.route({
    ...endpoint(app, 'updateTwoFactorPolicy'),
    handler: async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, { requireTwoFactor: request.body.required });
      await recordAuditEvent(app.db, {
        tenantId,
        actor: { userId: request.auth.userId, email: request.auth.userEmail },
        actingAsSupport: request.auth.actingAsSupport,
        action: 'tenant.two-factor-required',
        target: { type: 'tenant', id: tenantId },
        details: { required: request.body.required },
        ip: request.ip,
      });
      return { required: request.body.required };
    },
  });

  app.route({
    ...endpoint(app, 'updateTenantName'),
    handler: async (request) => {
      const { tenantId } = await brandingOf(request);
      await updateTenant(app.db, tenantId, { name: request.body.name });
      return { id: tenantId, name: request.body.name };
    },
  });

  /** Stores the uploaded image as the tenant's logo of this kind, replacing the one before. */
  const storeUpload = async (request: FastifyRequest<{ Params: { tenantId: string } }>, kind: LogoKind) => {
    const { part, column } = LOGO_UPLOADS[kind];
    const { tenantId, branding } = await brandingOf(request);
    const png = await normaliseLogo(await readUploadedPart(request, part));
    // One transaction: the tenant never points at a missing file, nor leaves an orphan behind.
    return app.db.transaction(async (tx) => {
      const stored = await storeLogo(tx, tenantId, kind, png);
      await updateTenant(tx, tenantId, { [column]: stored });
      await removeLogo(tx, branding[column]);
      return stored;
    });
  };

  app.route({
    ...endpoint(app, 'uploadLogo'),
    handler: async (request) => ({ logoUrl: await storeUpload(request, 'logo') }),
  });

  app.route({
    ...endpoint(app, 'uploadSidebarLogo'),
    handler: async (request) => ({ sidebarLogoUrl: await storeUpload(request, 'sidebar-logo') }),
  });

  app.route({
    ...endpoint(app, 'analyzeLogo'),
    handler: async (request) => {
      const { branding } = await brandingOf(request);
      const png = await readLogo(app.db, branding.logoUrl);
      if (!png) throw new HttpError(400, 'Please upload a logo first');
      return extractBrandColors(png);
    },
  });
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
