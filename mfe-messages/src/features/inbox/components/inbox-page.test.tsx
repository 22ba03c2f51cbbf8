import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore, receiveServerEvent, api as sharedApi } from 'shared-api';
import { NARROW_SCREEN, toast } from 'shared-ui';
import { stubFetch } from 'shared-ui/test-support';
import { prefetch } from '../../../routes';
import { prefetchFirstPage } from '../api/first-page-prefetch';
import {
  full,
  page,
  renderInbox,
  routes,
  screenMatching,
  session,
  summary,
  TENANT_ID,
} from '../testing/fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

async function renderPage() {
  const result = renderInbox();
  await screen.findByText('Leaking water heater');
  return result;
}

describe('MessagesPage', () => {
  it('shows the header, counts, rows with previews and the empty reader', async () => {
    const api = stubFetch(routes());
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
    expect(screen.getByText('1 New')).toBeInTheDocument();
    expect(screen.getByText('0 Important')).toBeInTheDocument();
    expect(screen.getByText('Preview of m1')).toBeInTheDocument();
    expect(screen.getByText('(No Subject)')).toBeInTheDocument();
    expect(screen.getByText('Sender m2')).toBeInTheDocument();
    expect(screen.getByText('Select a message to view')).toBeInTheDocument();
    const query = new URL(api.callsTo('GET /api/messages')[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      tenantId: TENANT_ID,
      source: 'all',
      status: 'ALL',
      limit: '50',
    });
  });

  it('exports the messages the filters list, as CSV', async () => {
    stubFetch(routes());
    await renderPage();
    expect(screen.getByRole('link', { name: 'Export messages' })).toHaveAttribute(
      'href',
      '/api/exports/messages?format=csv&source=all&status=ALL',
    );
  });

  it("toasts 'Failed to load messages' and shows it with a Retry in the list, which loads the page", async () => {
    let failures = 1;
    const api = stubFetch(
      routes({
        'GET /api/messages': () =>
          failures-- > 0 ? { status: 500, body: { error: 'down' } } : { body: page },
      }),
    );
    const { user } = renderInbox();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load messages');
    expect(screen.getAllByText('Failed to load messages')).toHaveLength(2); // the toast too
    expect(screen.queryByText('No messages found')).not.toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Leaking water heater')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/messages')).toHaveLength(2);
  });

  it('shows the first page the route prefetched, without asking for it again', async () => {
    const api = stubFetch(routes());
    const store = makeStore();
    prefetch({ dispatch: store.dispatch, session, pathname: '/messages' });
    renderInbox('/messages', store);

    expect(await screen.findByText('Leaking water heater')).toBeInTheDocument();
    expect(api.callsTo('GET /api/messages')).toHaveLength(1);
  });

  it('shows the prefetched page in its first render when it has already arrived, with no skeleton', async () => {
    const api = stubFetch(routes());
    const store = makeStore();
    // As in the shell, which has the session before it renders a remote's page.
    await store.dispatch(sharedApi.endpoints.getCurrentSession.initiate());
    await prefetchFirstPage(store.dispatch, TENANT_ID).unwrap();
    renderInbox('/messages', store);

    expect(screen.getByText('Leaking water heater')).toBeInTheDocument();
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(api.callsTo('GET /api/messages')).toHaveLength(1);
  });

  it('shows a message that arrived, with the counts, when the server says the inbox changed', async () => {
    const arrived = summary('m3', { status: 'NEW', subject: 'Burst pipe in the basement' });
    const pages = [page, { ...page, messages: [arrived, ...page.messages] }];
    const api = stubFetch(routes({ 'GET /api/messages': () => ({ body: pages.shift() }) }));
    const store = makeStore();
    renderInbox('/messages', store);
    await screen.findByText('Leaking water heater');

    act(() => receiveServerEvent(store.dispatch, { type: 'inbox.changed', tenantId: TENANT_ID }));

    expect(await screen.findByText('Burst pipe in the basement')).toBeInTheDocument();
    expect(screen.getByText('Leaking water heater')).toBeInTheDocument();
    expect(api.callsTo('GET /api/messages')).toHaveLength(2);
  });

  it('asks again when the prefetched page is not the one the screen needs', async () => {
    const api = stubFetch(routes());
    const store = makeStore();
    prefetch({
      dispatch: store.dispatch,
      session: { ...session, tenantId: 'another' },
      pathname: '/messages',
    });
    renderInbox('/messages', store);

    await screen.findByText('Leaking water heater');
    const tenants = api
      .callsTo('GET /api/messages')
      .map((request) => new URL(request.url).searchParams.get('tenantId'));
    expect(tenants).toEqual(['another', TENANT_ID]);
  });

  it('opens a NEW message as READ at once, with counts updated, in a sandboxed frame', async () => {
    const api = stubFetch(routes());
    const { user } = await renderPage();

    await user.click(screen.getByText('Leaking water heater'));

    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/messages/m1');
    expect(await screen.findByText('0 New')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH /api/messages/m1/status')).toHaveLength(1));
    expect(await api.callsTo('PATCH /api/messages/m1/status')[0]?.json()).toEqual({ status: 'READ' });
    const frame = await screen.findByTitle('Message: Leaking water heater');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame.getAttribute('srcdoc')).toContain('<p>The heater <b>leaks</b></p>');
  });

  it('rolls a failed status change back and says it failed', async () => {
    stubFetch(routes({ 'PATCH /api/messages/m1/status': { status: 500, body: { error: 'down' } } }));
    const { user } = await renderPage();

    await user.click(screen.getByText('Leaking water heater'));

    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByText('1 New')).toBeInTheDocument();
    const row = screen.getByRole('option', { name: /Leaking water heater/ });
    expect(within(row).getByText('NEW')).toBeInTheDocument();
  });

  it('shows the empty state for a search with no match', async () => {
    stubFetch(
      routes({
        'GET /api/messages': (request) =>
          new URL(request.url).searchParams.get('search')
            ? {
                body: {
                  ...page,
                  messages: [],
                  counts: { ...page.counts, status: { ...page.counts.status, ALL: 0 } },
                },
              }
            : { body: page },
      }),
    );
    const { user } = await renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Search messages' }), 'zebra');

    // Throttled, not debounced: the first key searches at once, the rest of the word follows.
    expect(await screen.findByText('0 messages matching "zebra"')).toBeInTheDocument();
    expect(await screen.findByText('No messages match your search')).toBeInTheDocument();
    expect(screen.getByText('No messages found')).toBeInTheDocument();
  });

  it('on a narrow screen, gives the filter pane up to the message and filters by source from a select', async () => {
    screenMatching(NARROW_SCREEN);
    const api = stubFetch(routes());
    const { user } = await renderPage();

    expect(screen.queryByRole('navigation', { name: 'Message filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByTitle('Email (2)'));
    await waitFor(() =>
      expect(new URL(api.callsTo('GET /api/messages').at(-1)?.url ?? '').searchParams.get('source')).toBe(
        'email',
      ),
    );
  });

  it('shows the counts of a search the server stopped counting as lower bounds', async () => {
    const counted = {
      source: { all: 1000, text: 180, email: 420, voicemail: 200, zoom: 200 },
      status: { ALL: 1000, NEW: 170, READ: 500, IMPORTANT: 160, ARCHIVED: 170, PENDING: 0 },
      capped: true,
    };
    stubFetch(
      routes({
        'GET /api/messages': (request) =>
          new URL(request.url).searchParams.get('search')
            ? { body: { ...page, counts: counted } }
            : { body: page },
      }),
    );
    const { user } = await renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Search messages' }), 'leak');

    expect(await screen.findByText('1000+ messages matching "leak"')).toBeInTheDocument();
    expect(screen.getByText('170+ New')).toBeInTheDocument();
    expect(screen.getByText('160+ Important')).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Message filters' });
    expect(within(filters).getByRole('button', { name: /email\s*420\+/i })).toBeInTheDocument();
  });

  it('the message URL on a wide screen selects it in the three-pane view, marking it READ once', async () => {
    const api = stubFetch(routes());
    renderInbox('/messages/m1');

    expect(await screen.findByTitle('Message: Leaking water heater')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Leaking water heater/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('navigation', { name: 'Message filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to messages' })).not.toBeInTheDocument();
    expect(await screen.findByText('0 New')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/messages/m1/status')).toHaveLength(1);
  });

  it('loads a message the list does not hold by its id, and marks it READ', async () => {
    const older = summary('m9', { status: 'NEW', subject: 'Frozen pipes in the garage' });
    const api = stubFetch(
      routes({
        'GET /api/messages/m9': { body: full(older) },
        'PATCH /api/messages/m9/status': (request) =>
          request.json().then((body) => ({ body: { ...full(older), ...body } })),
      }),
    );
    renderInbox('/messages/m9');

    expect(await screen.findByRole('heading', { name: 'Frozen pipes in the garage' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH /api/messages/m9/status')).toHaveLength(1));
    expect(await api.callsTo('PATCH /api/messages/m9/status')[0]?.json()).toEqual({ status: 'READ' });
    // Read now: it can be marked unread.
    await waitFor(() => expect(screen.getByRole('button', { name: /Mark unread/ })).toBeEnabled());
  });

  it('says a message that is not there could not be loaded', async () => {
    stubFetch(routes({ 'GET /api/messages/gone': { status: 404, body: { error: 'Message not found' } } }));
    renderInbox('/messages/gone');

    expect(await screen.findByText('This message could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Failed to refresh message')).toBeInTheDocument();
  });

  it('opens the message under the keyboard cursor with Enter', async () => {
    stubFetch(routes());
    const { user } = await renderPage();

    await user.keyboard('j{Enter}');

    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/messages/m1');
    expect(await screen.findByTitle('Message: Leaking water heater')).toBeInTheDocument();
  });

  it('closes the open message once it is deleted', async () => {
    stubFetch(routes({ 'DELETE /api/messages/m1': { status: 204 } }));
    const { user } = await renderPage();
    await user.click(screen.getByText('Leaking water heater'));

    await user.click(await screen.findByRole('button', { name: /Delete$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Select a message to view')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/messages$/);
    expect(screen.queryByText('Leaking water heater')).not.toBeInTheDocument();
  });
});
