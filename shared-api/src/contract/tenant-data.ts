import { z } from 'zod';
import { TENANT_EXPORT_LINK_HOURS, TENANT_EXPORT_STATUSES, TENANT_EXPORTS_LISTED } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, type OtherResponse } from './endpoint';
import { idSchema, isoDate } from './entities';

/**
 * A tenant's data as a whole (docs/imports-and-exports.md#a-tenants-full-export): its full export, one zip of
 * every table it owns and its uploaded files, and its deletion.
 */

/** One full export of a tenant: its progress, and its archive's size and link expiry once ready. */
export const tenantExportSchema = z.object({
  id: idSchema,
  tenantId: idSchema,
  status: z.enum(TENANT_EXPORT_STATUSES),
  /** The archive's size in bytes, once built. */
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
  /** When the download link stops working; null until the archive is ready. */
  expiresAt: isoDate.nullable(),
});
export type TenantExport = z.infer<typeof tenantExportSchema>;

/** The company's name typed again, exactly: what stands between a click and the deletion of everything. */
export const deleteTenantRequestSchema = z.object({
  confirmation: z
    .string({ message: "confirmation: type the company's name" })
    .max(200, 'confirmation is too long'),
});
export type DeleteTenantRequest = z.input<typeof deleteTenantRequestSchema>;

/** What a tenant export's download answers. */
export const TENANT_EXPORT_CONTENT_TYPE = 'application/zip';

const tenantParams = idParams('tenantId', 'tenant');
const exportParams = tenantParams.extend(idParams('exportId', 'export').shape);

const archive: OtherResponse = {
  description:
    'The zip: `manifest.json`, `<table>.json` (an array of rows) for every table the tenant owns, secrets redacted, and `files/<name>` for each uploaded file',
  contentType: TENANT_EXPORT_CONTENT_TYPE,
};

const WHO = "The tenant's admins and the super admin.";

export const tenantDataEndpoints = {
  startTenantExport: {
    summary: 'Start a full export of a tenant: every table it owns and its files, as one zip built by a job',
    description: `${WHO} An export already queued or running is answered instead of a second one. Its progress comes on the event stream (\`tenant-export.changed\`); once ready, its download works for ${TENANT_EXPORT_LINK_HOURS} hours. Recorded in the tenant's audit log.`,
    tag: 'Tenant data',
    access: 'admin',
    params: tenantParams,
    responses: { 202: tenantExportSchema },
  },
  listTenantExports: {
    summary: `A tenant's latest full exports (at most ${TENANT_EXPORTS_LISTED}), newest first`,
    description: WHO,
    tag: 'Tenant data',
    access: 'admin',
    params: tenantParams,
    responses: { 200: z.array(tenantExportSchema) },
  },
  downloadTenantExport: {
    summary: "Download a ready export's archive, while its link has not expired",
    description: `${WHO} An export that is not ready, has expired or is another tenant's is not found (404).`,
    tag: 'Tenant data',
    access: 'admin',
    params: exportParams,
    responses: { 200: archive },
  },
  deleteTenant: {
    summary: 'Delete a tenant: every row it owns and every file it uploaded, at once',
    description: `${WHO} \`confirmation\` must be the tenant's name exactly. Its users' sessions end. A tenant holding a super admin's account (the platform's own) cannot be deleted (409). Recorded, with no tenant, in the audit log.`,
    tag: 'Tenant data',
    access: 'admin',
    params: tenantParams,
    body: deleteTenantRequestSchema,
    responses: { 204: NO_CONTENT },
  },
} satisfies EndpointGroup;
