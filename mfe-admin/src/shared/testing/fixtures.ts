import type { AiPrompt, CurrentSession, Tenant, TenantExport, User } from 'shared-api';
import type { StubHandler } from 'shared-ui/test-support';

export const ACME_ID = '11111111-1111-4111-8111-111111111111';
export const HQ_ID = '22222222-2222-4222-8222-222222222222';

export const ownerSession: CurrentSession = {
  tenantId: ACME_ID,
  tenantName: 'Acme Plumbing',
  userId: 'u-owner',
  userName: 'Olivia Owner',
  userEmail: 'owner@acme.test',
  role: 'TENANT_ADMIN',
};

export const superSession: CurrentSession = {
  tenantId: HQ_ID,
  tenantName: 'QuoteDesk HQ',
  userId: 'u-super',
  userName: 'Sam Carter',
  userEmail: 'super@quotedesk.test',
  role: 'SUPER_ADMIN',
};

export const tenants: Tenant[] = [
  { id: ACME_ID, name: 'Acme Plumbing' },
  { id: HQ_ID, name: 'QuoteDesk HQ' },
];

const user = (id: string, name: string, email: string, role: User['role'], tenant: Tenant): User => ({
  id,
  name,
  email,
  role,
  tenantId: tenant.id,
  tenant,
  tenantName: tenant.name,
  createdAt: '2025-01-15T10:00:00.000Z',
  themeMode: 'system',
  gmailAuthStatus: false,
  gmailEmail: null,
  passwordSet: true,
  twoFactorEnabled: false,
  twoFactorRequired: false,
});

const [acme, hq] = tenants as [Tenant, Tenant];
export const acmeUsers: User[] = [
  user('u-staff', 'Steve Staff', 'staff@acme.test', 'USER', acme),
  user('u-owner', 'Olivia Owner', 'owner@acme.test', 'TENANT_ADMIN', acme),
];
export const allUsers: User[] = [
  ...acmeUsers,
  user('u-super', 'Sam Carter', 'super@quotedesk.test', 'SUPER_ADMIN', hq),
];

export const prompt = (id: string, content: string, source: string, createdAt: string): AiPrompt => ({
  id,
  content,
  type: source,
  metadata: { source, messageId: 'm1' },
  createdAt,
  user: { name: 'Olivia Owner' },
  responses: [
    {
      id: `${id}-r`,
      output: `answer to ${content}`,
      model: 'catalog-matcher',
      version: '1.0',
      status: 'success',
      createdAt,
      metadata: { source },
    },
  ],
});

export const prompts: AiPrompt[] = [
  prompt('p-old', 'Old faucet question', 'generate-quote', '2025-02-01T09:00:00.000Z'),
  prompt('p-new', 'New leak quote', 'generate-quote', '2025-03-01T09:00:00.000Z'),
  prompt('p-link', 'Who sent this?', 'suggest-message-link', '2025-02-15T09:00:00.000Z'),
];

/** A full export of Acme's data: ready unless told. */
export const anExport = (id: string, overrides: Partial<TenantExport> = {}): TenantExport => ({
  id,
  tenantId: ACME_ID,
  status: 'ready',
  size: 14_540,
  error: null,
  createdAt: '2026-03-04T15:05:00.000Z',
  finishedAt: '2026-03-04T15:05:10.000Z',
  expiresAt: '2026-03-05T15:05:10.000Z',
  ...overrides,
});

export function adminRoutes(
  session: CurrentSession,
  overrides: Record<string, StubHandler> = {},
): Record<string, StubHandler> {
  return {
    'GET /api/session/current': { body: session },
    'GET /api/users': { body: session.role === 'SUPER_ADMIN' ? allUsers : acmeUsers },
    'GET /api/tenants': { body: tenants },
    'GET /api/ai/prompts': { body: { prompts } },
    ...overrides,
  };
}
