import type { Catalog, CurrentSession, Service } from 'shared-api';
import type { StubHandler } from 'shared-ui/test-support';

export const TENANT_ID = '11111111-1111-4111-8111-111111111111';

export const session: CurrentSession = {
  tenantId: TENANT_ID,
  tenantName: 'Acme Plumbing',
  userId: 'user-1',
  userName: 'Olivia Owner',
  userEmail: 'owner@acme.test',
  role: 'TENANT_ADMIN',
};

export const plumbing: Catalog = {
  id: 'cat-plumbing',
  name: 'Residential Plumbing',
  description: 'Everyday repairs',
  tenantId: TENANT_ID,
  serviceCount: 3,
  avgCost: 1234.56,
  minCost: 95.5,
  maxCost: 2450.49,
};

export const emergency: Catalog = {
  id: 'cat-emergency',
  name: 'Emergency Calls',
  description: null,
  tenantId: TENANT_ID,
  serviceCount: 0,
  avgCost: null,
  minCost: null,
  maxCost: null,
};

export const plumbingServices: Service[] = [
  {
    id: 'svc-drain',
    name: 'Drain cleaning',
    description: 'Clear a clogged drain',
    unit: 'per drain',
    unitCost: 145,
    catalogId: plumbing.id,
    aliases: ['blocked sink', 'slow drain'],
  },
  {
    id: 'svc-water',
    name: 'Water heater install',
    description: 'Tank heater',
    unit: 'each',
    unitCost: 2450.49,
    catalogId: plumbing.id,
    aliases: [],
  },
  {
    id: 'svc-faucet',
    name: 'Faucet replacement',
    description: 'Swap a kitchen faucet',
    unit: 'hour',
    unitCost: 95.5,
    catalogId: plumbing.id,
    aliases: [],
  },
];

/** The routes the screen calls on load, answering a tenant with the two catalogs above. */
export function loadRoutes(
  overrides: Record<string, StubHandler> = {},
  catalogs: Catalog[] = [plumbing, emergency],
): Record<string, StubHandler> {
  return {
    'GET /api/session/current': { body: session },
    'GET /api/catalogs': { body: catalogs },
    'GET /api/services': (request) => {
      const catalogId = new URL(request.url).searchParams.get('catalogId');
      return { body: catalogId === plumbing.id ? plumbingServices : [] };
    },
    ...overrides,
  };
}
