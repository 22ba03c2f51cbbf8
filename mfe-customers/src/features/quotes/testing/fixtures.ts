import type { CurrentSession, QuoteDetail, QuoteLine, SentQuote, Service } from 'shared-api';
import type { StubHandler } from 'shared-ui/test-support';

export const TENANT_ID = '11111111-1111-4111-8111-111111111111';
export const CUSTOMER_ID = '22222222-2222-4222-8222-222222222222';

export const session: CurrentSession = {
  tenantId: TENANT_ID,
  tenantName: 'Acme Plumbing',
  userId: 'user-1',
  userName: 'Olivia Owner',
  userEmail: 'owner@acme.test',
  role: 'USER',
};

export const drainCleaning: Service = {
  id: 's-drain',
  name: 'Drain cleaning',
  description: null,
  unit: 'visit',
  unitCost: 150,
  catalogId: 'cat-1',
  aliases: [],
};
export const heaterRepair: Service = {
  id: 's-heater',
  name: 'Water heater repair',
  description: null,
  unit: 'hour',
  unitCost: 95.5,
  catalogId: 'cat-1',
  aliases: [],
};

const line = (fields: Partial<QuoteLine> & Pick<QuoteLine, 'id' | 'description'>): QuoteLine => ({
  kind: 'catalog',
  serviceId: null,
  unit: null,
  quantity: 1,
  unitCost: 0,
  lineTotal: 0,
  aiProposed: false,
  sourceText: null,
  ...fields,
});

/** A draft from an AI quote: a catalog line the AI proposed and a custom line, total 345.50. */
export const draftQuote: QuoteDetail = {
  id: 'q-1',
  customerId: CUSTOMER_ID,
  customerName: 'Harborview Cafe',
  messageId: 'm-1',
  number: 'Q-2026-0007',
  status: 'DRAFT',
  currency: 'USD',
  validUntil: '2026-12-31',
  aiGenerated: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  notes: 'Thanks for asking us.',
  lines: [
    line({
      id: 'l-1',
      serviceId: drainCleaning.id,
      description: drainCleaning.name,
      unit: 'visit',
      quantity: 2,
      unitCost: 150,
      lineTotal: 300,
      aiProposed: true,
      sourceText: 'kitchen drain is clogged',
    }),
    line({
      id: 'l-2',
      kind: 'custom',
      description: 'Disposal fee',
      quantity: 1,
      unitCost: 45.5,
      lineTotal: 45.5,
    }),
  ],
  subtotal: 345.5,
  discountPercent: null,
  discountAmount: 0,
  taxRatePercent: null,
  taxAmount: 0,
  total: 345.5,
  revision: 1,
  sentRevision: null,
  hasUnsentChanges: false,
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  decidedAt: null,
  clientComment: null,
  history: [],
};

export const PUBLIC_URL = 'http://localhost/q/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** The draft once sent without mail: SENT, with its link to copy. */
export const sentWithoutMail: SentQuote = {
  ...draftQuote,
  status: 'SENT',
  sentRevision: 1,
  publicUrl: PUBLIC_URL,
  sentAt: '2026-11-21T10:00:00.000Z',
  emailed: false,
  emailedTo: null,
};

/** The calls the editor makes, answered from the fixtures above. */
export function editorRoutes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/session/current': { body: session },
    'GET /api/services': { body: [drainCleaning, heaterRepair] },
    [`GET /api/tenants/${TENANT_ID}/quote-settings`]: {
      body: { taxRatePercent: null, discountPercent: null, currency: 'USD', validityDays: 30 },
    },
    [`GET /api/quotes/${draftQuote.id}`]: { body: draftQuote },
    ...overrides,
  };
}
