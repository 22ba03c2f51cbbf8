import { accountSecurityEndpoints } from './account-security';
import { aiEndpoints } from './ai';
import { apiKeyEndpoints } from './api-keys';
import { auditEndpoints } from './audit';
import { catalogEndpoints } from './catalogs';
import { customerNoteEndpoints } from './customer-notes';
import { customerEndpoints } from './customers';
import { dashboardEndpoints } from './dashboard';
import type { EndpointSchemas } from './endpoint';
import { eventEndpoints } from './events';
import { exportEndpoints } from './exports';
import { gmailEndpoints } from './gmail';
import { importEndpoints } from './imports';
import { messageEndpoints } from './messages';
import { quoteEndpoints } from './quotes';
import { authEndpoints } from './requests';
import type { EndpointName } from './routes';
import { supportViewEndpoints } from './support-view';
import { tenantDataEndpoints } from './tenant-data';
import { tenantEndpoints } from './tenants';
import { userEndpoints } from './users';
import { webhookEndpoints } from './webhooks';

/** The schemas of every call of `API_ROUTES`, by the same name: a call missing here does not compile. */
export const ENDPOINTS = {
  ...authEndpoints,
  ...accountSecurityEndpoints,
  ...eventEndpoints,
  ...userEndpoints,
  ...tenantEndpoints,
  ...customerEndpoints,
  ...customerNoteEndpoints,
  ...catalogEndpoints,
  ...messageEndpoints,
  ...aiEndpoints,
  ...gmailEndpoints,
  ...dashboardEndpoints,
  ...auditEndpoints,
  ...supportViewEndpoints,
  ...quoteEndpoints,
  ...exportEndpoints,
  ...importEndpoints,
  ...tenantDataEndpoints,
  ...apiKeyEndpoints,
  ...webhookEndpoints,
} satisfies Record<EndpointName, EndpointSchemas>;

export type Endpoints = typeof ENDPOINTS;
