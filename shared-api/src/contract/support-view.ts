import { z } from 'zod';
import type { EndpointGroup } from './endpoint';
import { currentSessionSchema, requestId } from './entities';

/** A super admin's support view of a tenant (docs/product-rules.md#support-view), kept with the session. */

export const viewingTenantRequestSchema = z.object({
  tenantId: requestId('Invalid tenant id'),
});
export type ViewingTenantRequest = z.input<typeof viewingTenantRequestSchema>;

export const supportViewEndpoints = {
  startSupportView: {
    summary: 'View a tenant as support (super admin): every call of this session then acts in it',
    description:
      "Naming the super admin's own tenant ends the support view. Recorded in the tenant's audit log.",
    tag: 'Session',
    access: 'superAdmin',
    body: viewingTenantRequestSchema,
    responses: { 200: currentSessionSchema },
  },
  endSupportView: {
    summary: "Go back to the super admin's own tenant",
    tag: 'Session',
    access: 'superAdmin',
    responses: { 200: currentSessionSchema },
  },
} satisfies EndpointGroup;
