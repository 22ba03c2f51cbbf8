import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { harborview, harborviewMessages, loadRoutes, messagePage } from '../testing/fixtures';
import { CustomerDetailPage } from './customer-detail-page';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/:id" element={<CustomerDetailPage />} />
    </Routes>,
    { route: `/customers/${id}` },
  );
}

describe('CustomerDetailPage', () => {
  it('loads, then shows the overview and each tab', async () => {
    stubFetch(loadRoutes());
    const { user } = renderAt(harborview.id);
    expect(screen.getByText('Loading customer details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: harborview.name })).toBeInTheDocument();
    expect(screen.getByText('Sacramento, CA')).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByRole('button', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New Contact' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Select a message to view')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grease trap overflow' }));
    // The body shows as text: tags (and the script's markup) are stripped, nothing is rendered as HTML.
    expect(
      await screen.findByText(/The trap is overflowing again\./, { selector: '.ant-card *' }),
    ).toBeInTheDocument();
    expect(document.querySelector('.ant-card b, .ant-card script')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Quotes & Invoices' }));
    expect(await screen.findByText('$1,450.50')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByText('Notes for this customer will appear here.')).toBeInTheDocument();
  });

  it.each([
    ['https://harborview.test', true],
    ['javascript:alert(1)', false],
  ])('shows the website %s as a link: %s (web addresses only)', async (website, linked) => {
    stubFetch(loadRoutes({ [`GET /api/customers/${harborview.id}`]: { body: { ...harborview, website } } }));
    renderAt(harborview.id);
    expect(await screen.findByText(website)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: website }) !== null).toBe(linked);
  });

  it('shows the empty texts of the contacts and messages tabs', async () => {
    stubFetch(
      loadRoutes({
        'GET /api/contacts': { body: { contacts: [], nextCursor: null } },
        'GET /api/messages': { body: messagePage([]) },
      }),
    );
    const { user } = renderAt(harborview.id);
    await screen.findByRole('heading', { level: 1, name: harborview.name });
    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByText('No contacts found for this customer.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('No messages for this customer.')).toBeInTheDocument();
  });

  it("pages through the customer's messages, newest first, asking for the next page after the last", async () => {
    const older = harborviewMessages.map((message) => ({
      ...message,
      id: 'm-older',
      subject: 'Older visit',
    }));
    const api = stubFetch(
      loadRoutes({
        'GET /api/messages': (request) =>
          new URL(request.url).searchParams.get('cursor') === 'after-m-1'
            ? { body: messagePage(older) }
            : { body: { ...messagePage(harborviewMessages), nextCursor: 'after-m-1' } },
      }),
    );
    const { user } = renderAt(harborview.id);
    await screen.findByRole('heading', { level: 1, name: harborview.name });
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByRole('button', { name: 'Older visit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    const asked = api.callsTo('GET /api/messages').map((request) => new URL(request.url).searchParams);
    expect(asked.map((query) => [query.get('customerId'), query.get('limit'), query.get('cursor')])).toEqual([
      [harborview.id, '20', null],
      [harborview.id, '20', 'after-m-1'],
    ]);
  });

  it('shows a not-found state for a customer that is not there (or another tenant’s)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      loadRoutes({
        [`GET /api/customers/${missing}`]: { status: 404, body: { error: 'Customer not found' } },
      }),
    );
    renderAt(missing);
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Pipeline/ })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load customer', expect.objectContaining({ status: 404 }));
  });

  it('shows a failed load (logged only, no toast) with a Retry that loads the customer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let failures = 1;
    stubFetch(
      loadRoutes({
        [`GET /api/customers/${harborview.id}`]: () =>
          failures-- > 0 ? { status: 500, body: { error: 'down' } } : { body: harborview },
      }),
    );
    const { user } = renderAt(harborview.id);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Customer could not be loaded.');
    expect(logged).toHaveBeenCalledWith('Failed to load customer', expect.objectContaining({ status: 500 }));

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: harborview.name })).toBeInTheDocument();
  });
});
