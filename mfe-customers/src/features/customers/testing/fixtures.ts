import type { CurrentSession, CustomerSummary, CustomerWithFigures, InboxMessage, Quote } from 'shared-api';
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

function customer(
  fields: Partial<CustomerWithFigures> & Pick<CustomerWithFigures, 'id' | 'name'>,
): CustomerWithFigures {
  return {
    status: 'LEAD',
    email: null,
    phone: null,
    website: null,
    industry: null,
    address: null,
    city: null,
    state: null,
    postalCode: null,
    country: null,
    source: null,
    notes: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    tenantId: TENANT_ID,
    userId: 'user-1',
    contacts: [],
    totalRevenue: 0,
    lastContact: null,
    aiGenerated: false,
    pendingMessages: 0,
    activeQuotes: 0,
    messageCount: 0,
    quoteCount: 0,
    ...fields,
  };
}

export const harborview = customer({
  id: 'c-harborview',
  name: 'Harborview Cafe',
  status: 'ACTIVE',
  email: 'dana@harborviewcafe.com',
  phone: '+19165550142',
  industry: 'Restaurant',
  city: 'Sacramento',
  state: 'CA',
  totalRevenue: 2450.5,
  aiGenerated: true,
  pendingMessages: 2,
  messageCount: 3,
  quoteCount: 2,
  activeQuotes: 1,
  lastContact: '2026-03-02T09:00:00.000Z',
  contacts: [
    {
      id: 'p-dana',
      name: 'Dana Whitfield',
      email: 'dana@harborviewcafe.com',
      phone: null,
      isPrimary: true,
      customerId: 'c-harborview',
    },
  ],
});
export const maple = customer({
  id: 'c-maple',
  name: 'Maple Street Dental',
  status: 'QUOTED',
  industry: 'Healthcare',
  totalRevenue: 640,
});
export const bayside = customer({
  id: 'c-bayside',
  name: 'Bayside Bakery',
  status: 'LOST',
  industry: 'Food & Beverage',
  pendingMessages: 1,
});

export const customers = [bayside, harborview, maple];

export const harborviewMessages: InboxMessage[] = [
  {
    id: 'm-1',
    tenantId: TENANT_ID,
    customerId: harborview.id,
    contactId: 'p-dana',
    source: 'email',
    status: 'NEW',
    subject: 'Grease trap overflow',
    content: '<p>The trap is <b>overflowing</b> again.</p><script>alert(1)</script>',
    fromEmail: 'dana@harborviewcafe.com',
    fromPhone: null,
    senderName: 'Dana Whitfield',
    receivedAt: '2026-03-02T09:00:00.000Z',
    createdAt: '2026-03-02T09:00:00.000Z',
    contact: null,
    customer: { id: harborview.id, name: harborview.name },
    aiQuoteResponse: null,
    aiLinkResponse: null,
    preview: 'The trap is overflowing again.',
  },
];

export const harborviewQuotes: Quote[] = [
  {
    id: 'q-1',
    customerId: harborview.id,
    messageId: null,
    status: 'SENT',
    total: 1450.5,
    aiGenerated: true,
    createdAt: '2026-03-03T09:00:00.000Z',
  },
];

/** What GET /api/customers/summary answers for these customers: their totals per status. */
export function totalsOf(list: readonly CustomerWithFigures[]): CustomerSummary {
  const byStatus = new Map<string, CustomerSummary['statuses'][number]>();
  for (const customer of list) {
    const row = byStatus.get(customer.status) ?? {
      status: customer.status,
      customers: 0,
      aiCustomers: 0,
      pendingMessages: 0,
      revenue: 0,
    };
    row.customers += 1;
    row.aiCustomers += customer.aiGenerated ? 1 : 0;
    row.pendingMessages += customer.pendingMessages;
    row.revenue += customer.totalRevenue;
    byStatus.set(customer.status, row);
  }
  return { statuses: [...byStatus.values()] };
}

/** The calls the customer screens make, answered from the fixtures above. */
export function loadRoutes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/session/current': { body: session },
    'GET /api/customers': { body: { customers } },
    'GET /api/customers/summary': { body: totalsOf(customers) },
    [`GET /api/customers/${harborview.id}`]: { body: harborview },
    'GET /api/contacts': { body: harborview.contacts },
    'GET /api/messages': { body: { messages: harborviewMessages } },
    'GET /api/quotes': { body: harborviewQuotes },
    ...overrides,
  };
}
