import type {
  CurrentSession,
  CustomerNote,
  CustomerPage,
  CustomerSummary,
  CustomerWithFigures,
  InboxMessage,
  MessagePage,
  Quote,
} from 'shared-api';
import type { StubHandler, StubReply } from 'shared-ui/test-support';
import { matchesSearch } from '../domain/summary';

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

/** A lead with nothing but a name (ids follow the name), for lists of many. */
export const customerNamed = (name: string) => customer({ id: `c-${name.replace(/\W+/g, '-')}`, name });

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
    number: 'Q-2026-0001',
    currency: 'USD',
    validUntil: '2026-04-02',
  },
];

/** Harborview's notes, newest first, as the signed-in tenant admin reads them: one own, one by a colleague. */
export const harborviewNotes: CustomerNote[] = [
  {
    id: 'n-2',
    customerId: harborview.id,
    body: 'Quote sent for the grease trap.\nFollow up on Friday.',
    author: { id: session.userId, name: session.userName },
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    canEdit: true,
    canDelete: true,
  },
  {
    id: 'n-1',
    customerId: harborview.id,
    body: 'Dana prefers a call before 9am.',
    author: { id: 'user-2', name: 'Priya Natarajan' },
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T12:30:00.000Z',
    canEdit: false,
    canDelete: true,
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

/**
 * GET /api/customers as the server answers it, over the given customers: the statuses and search asked for,
 * by name, `limit` at a time (the cursor here is simply the next row's index).
 */
export function customerPages(list: readonly CustomerWithFigures[]): (request: Request) => StubReply {
  return (request) => {
    const query = new URL(request.url).searchParams;
    const statuses = query.get('status')?.split(',');
    const search = query.get('search') ?? '';
    const limit = Number(query.get('limit') ?? 50);
    const start = Number(query.get('cursor') ?? 0);
    const matching = list
      .filter(
        (customer) => (!statuses || statuses.includes(customer.status)) && matchesSearch(customer, search),
      )
      .sort((a, b) => a.name.localeCompare(b.name));
    const end = start + limit;
    return {
      body: {
        customers: matching.slice(start, end),
        total: search ? null : matching.length,
        nextCursor: end < matching.length ? String(end) : null,
      } satisfies CustomerPage,
    };
  };
}

/** A page of GET /api/messages holding these messages (as list rows) and nothing after them. */
export function messagePage(list: readonly InboxMessage[]): MessagePage {
  return {
    messages: list.map(({ content: _, aiQuoteResponse: _quote, aiLinkResponse: _link, ...row }) => row),
    nextCursor: null,
    // The Messages tab shows no counts; these are the inbox's shape, all under 'all'.
    counts: {
      source: { all: list.length, email: 0, text: 0, voicemail: 0, zoom: 0 },
      status: { ALL: list.length, NEW: 0, READ: 0, IMPORTANT: 0, ARCHIVED: 0, PENDING: 0 },
      capped: false,
    },
  };
}

/** The calls the customer screens make, answered from the fixtures above. */
export function loadRoutes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/session/current': { body: session },
    'GET /api/customers': customerPages(customers),
    'GET /api/customers/summary': { body: totalsOf(customers) },
    [`GET /api/customers/${harborview.id}`]: { body: harborview },
    'GET /api/contacts': {
      body: {
        contacts: harborview.contacts.map((contact) => ({ ...contact, customerName: harborview.name })),
        nextCursor: null,
      },
    },
    'GET /api/messages': { body: messagePage(harborviewMessages) },
    ...Object.fromEntries(
      harborviewMessages.map((message) => [`GET /api/messages/${message.id}`, { body: message }]),
    ),
    'GET /api/quotes': { body: harborviewQuotes },
    [`GET /api/customers/${harborview.id}/notes`]: { body: { notes: harborviewNotes, nextCursor: null } },
    ...overrides,
  };
}
