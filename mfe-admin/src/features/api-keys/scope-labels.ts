import type { ApiKeyScope } from 'shared-api';

/** What each scope lets a key do, as the Integrations tab words it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'messages:read': 'Read messages',
  'messages:write': 'Write messages',
  'customers:read': 'Read customers',
  'customers:write': 'Write customers',
  'quotes:read': 'Read quotes',
  'quotes:write': 'Write quotes',
  'catalogs:read': 'Read catalogs',
};
