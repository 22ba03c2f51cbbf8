import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type CurrentSession, firstRequestsFor, type MessagePage, makeStore, requestUrl } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import MessagesRoutes, { prefetch } from './routes';

const EMPTY_PAGE: MessagePage = {
  messages: [],
  nextCursor: null,
  counts: {
    source: { all: 0, text: 0, email: 0, voicemail: 0, zoom: 0 },
    status: { ALL: 0, NEW: 0, READ: 0, IMPORTANT: 0, ARCHIVED: 0, PENDING: 0 },
    capped: false,
  },
};

// Mounted the way the shell mounts it: under '/messages/*'.
function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/messages/*" element={<MessagesRoutes />} />
    </Routes>,
    { route },
  );
}

describe('MessagesRoutes', () => {
  it('shows the Messages page at its index route', async () => {
    stubFetch({ 'GET /api/messages': { body: EMPTY_PAGE } });
    renderAt('/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Select a message to view')).toBeInTheDocument();
    expect(await screen.findByText('0 messages')).toBeInTheDocument();
  });

  it('prefetches the first page at the URL the server names as a preload hint in the HTML', async () => {
    const api = stubFetch({ 'GET /api/messages': { body: EMPTY_PAGE } });
    const session: CurrentSession = {
      tenantId: 'tenant-1',
      tenantName: 'Acme Plumbing',
      userId: 'user-1',
      userName: 'Olivia Owner',
      userEmail: 'owner@acme.test',
      role: 'USER',
    };
    prefetch({ dispatch: makeStore().dispatch, session, pathname: '/messages' });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    const url = new URL(api.requests[0]?.url ?? '');
    expect([url.pathname + url.search]).toEqual(
      firstRequestsFor('/messages', session.tenantId).map(requestUrl),
    );
  });

  it('renders no page for a path it does not serve', () => {
    // One segment under /messages is a message's URL; deeper paths are nothing of the inbox's.
    renderAt('/messages/m1/no-such-screen');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
