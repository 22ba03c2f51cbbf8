import { z } from 'zod';
import { AUDIT_ACTIONS } from './constants';
import { type EndpointGroup, pageQuery } from './endpoint';
import { idSchema } from './entities';

/** The audit log (docs/product-rules.md#audit-log): who did what, in which tenant, and when. */

export const auditActionSchema = z.enum(AUDIT_ACTIONS);

export const auditEventSchema = z.object({
  id: idSchema,
  /** Null for an event that belongs to no tenant (a sign-in with an unknown email). */
  tenantId: idSchema.nullable(),
  /** Who did it: null once the account is deleted; the email stays. */
  actor: z.object({ id: idSchema.nullable(), email: z.string() }),
  /** A super admin acting inside this tenant through the support view. */
  actingAsSupport: z.boolean(),
  action: auditActionSchema,
  /** What it was done to: `{ type: 'customer', id }`; null for actions on no one record. */
  target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
  /** A few facts about the change (the fields sent, a new status), never secrets. */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = z.object({
  events: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

export const auditEventsQuerySchema = pageQuery;
export type AuditEventsQuery = z.input<typeof auditEventsQuerySchema>;

export const auditEndpoints = {
  listAuditEvents: {
    summary: "The tenant's audit log, newest first, a page at a time (20 unless `limit` says otherwise)",
    description:
      "A tenant admin reads their own tenant's events; a super admin the tenant they are viewing as support (else their own).",
    tag: 'Audit',
    access: 'admin',
    query: auditEventsQuerySchema,
    responses: { 200: auditEventPageSchema },
  },
} satisfies EndpointGroup;
