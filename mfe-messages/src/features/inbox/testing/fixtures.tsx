import { Route, Routes, useLocation } from 'react-router';
import type { AppStore, CurrentSession, InboxMessage, MessagePage, MessageSummary } from 'shared-api';
import { renderWithProviders, type StubHandler } from 'shared-ui/test-support';
import MessagesRoutes from '../../../routes';

export const TENANT_ID = '11111111-1111-4111-8111-111111111111';

export const session: CurrentSession = {
  tenantId: TENANT_ID,
  tenantName: 'Acme Plumbing',
  userId: 'user-1',
  userName: 'Olivia Owner',
  userEmail: 'owner@acme.test',
  role: 'TENANT_ADMIN',
};

export function summary(id: string, fields: Partial<MessageSummary> = {}): MessageSummary {
  return {
    id,
    tenantId: TENANT_ID,
    customerId: null,
    contactId: null,
    source: 'email',
    status: 'READ',
    subject: `Subject ${id}`,
    fromEmail: `"Sender ${id}" <${id}@example.com>`,
    fromPhone: null,
    senderName: null,
    receivedAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T10:01:00.000Z',
    contact: null,
    customer: null,
    preview: `Preview of ${id}`,
    ...fields,
  };
}

export const fresh = summary('m1', { status: 'NEW', subject: 'Leaking water heater' });

export const page: MessagePage = {
  messages: [fresh, summary('m2', { subject: null })],
  nextCursor: null,
  counts: {
    source: { all: 2, text: 0, email: 2, voicemail: 0, zoom: 0 },
    status: { ALL: 2, NEW: 1, READ: 1, IMPORTANT: 0, ARCHIVED: 0, PENDING: 0 },
    capped: false,
  },
};

export const full = (message: MessageSummary): InboxMessage => ({
  ...message,
  content: '<p>The heater <b>leaks</b></p>',
  aiQuoteResponse: null,
  aiLinkResponse: null,
});

/** The server as the inbox calls it: the page above, and m1 to read and to mark. */
export function routes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/session/current': { body: session },
    'GET /api/messages': { body: page },
    'GET /api/messages/m1': { body: full(fresh) },
    'PATCH /api/messages/m1/status': (request) =>
      request.json().then((body) => ({ body: { ...full(fresh), ...body } })),
    ...overrides,
  };
}

/** The address bar, for tests of where the inbox goes. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The inbox mounted the way the shell mounts it, under '/messages/*', at `route`. */
export function renderInbox(route = '/messages', store?: AppStore) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/messages/*" element={<MessagesRoutes />} />
      </Routes>
      <CurrentPath />
    </>,
    { route, store },
  );
}

/** A window where these media queries match (e.g. COMPACT_SCREEN): the screen's width as CSS sees it. */
export function screenMatching(...queries: string[]) {
  const wide = window.matchMedia.bind(window);
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...wide(query), matches: queries.includes(query) }));
}
