import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { formatMessageTime } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { onPhone } from '../../../shared/testing/screen-size';
import { bayside, harborview, harborviewMessages, loadRoutes, messagePage } from '../testing/fixtures';
import { CustomerDetailPage } from './customer-detail-page';

afterEach(() => {
  jest.restoreAllMocks();
});

/** The text an Overview row shows beside its label. */
const fieldValue = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label > span' }).parentElement
    ?.nextElementSibling?.textContent;

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
    expect(fieldValue('City')).toBe('Sacramento');
    expect(fieldValue('State')).toBe('CA');
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(await screen.findByRole('button', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New Contact' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('Select a message to view')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grease trap overflow' }));
    expect(await screen.findByTitle('Message: Grease trap overflow')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Quotes & Invoices' }));
    expect(await screen.findByText('$1,450.50')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Dana prefers a call before 9am.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New note' })).toBeInTheDocument();
  });

  it('on a phone shows one pane at a time: the messages, then the chosen one with the way back', async () => {
    onPhone();
    stubFetch(loadRoutes());
    const { user } = renderAt(harborview.id);
    expect(await screen.findByRole('button', { name: /Edit/ })).toHaveClass('ant-btn-lg');

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.click(await screen.findByRole('button', { name: 'Grease trap overflow' }));
    expect(await screen.findByTitle('Message: Grease trap overflow')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grease trap overflow' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Back to messages/ }));
    expect(await screen.findByRole('button', { name: 'Grease trap overflow' })).toBeInTheDocument();
    expect(screen.queryByText('Select a message to view')).not.toBeInTheDocument();
  });

  it('shows every field of the customer under the customer form labels', async () => {
    const filled = {
      ...harborview,
      address: '12 Harbor Way',
      postalCode: '95814',
      country: 'USA',
      source: 'Referral',
      notes: 'Closed on Mondays.\nKeys at the bar.',
    };
    stubFetch(loadRoutes({ [`GET /api/customers/${harborview.id}`]: { body: filled } }));
    renderAt(harborview.id);
    await screen.findByRole('heading', { level: 1, name: harborview.name });
    expect(
      ['Email', 'Phone', 'Industry', 'Source', 'Address', 'City', 'State', 'Postal Code', 'Country'].map(
        fieldValue,
      ),
    ).toEqual([
      'dana@harborviewcafe.com',
      '+19165550142',
      'Restaurant',
      'Referral',
      '12 Harbor Way',
      'Sacramento',
      'CA',
      '95814',
      'USA',
    ]);
    expect(fieldValue('Notes')).toBe('Closed on Mondays.\nKeys at the bar.');
    expect(fieldValue('Created')).toBe('Jan 10, 2026');
  });

  it('shows "—" for the fields a customer leaves empty', async () => {
    stubFetch(
      loadRoutes({ [`GET /api/customers/${harborview.id}`]: { body: { ...bayside, id: harborview.id } } }),
    );
    renderAt(harborview.id);
    await screen.findByRole('heading', { level: 1, name: bayside.name });
    for (const label of [
      'Email',
      'Phone',
      'Website',
      'Source',
      'Address',
      'City',
      'State',
      'Postal Code',
      'Country',
      'Notes',
    ]) {
      expect(fieldValue(label)).toBe('—');
    }
  });

  it('shows each message with its source icon and time, and the chosen one sanitized in a sandboxed frame', async () => {
    stubFetch(loadRoutes());
    const { user } = renderAt(harborview.id);
    await screen.findByRole('heading', { level: 1, name: harborview.name });
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const row = (await screen.findByRole('button', { name: 'Grease trap overflow' }))
      .parentElement as HTMLElement;
    expect(within(row).getByRole('img', { name: 'email' })).toBeInTheDocument();
    expect(row).toHaveTextContent(formatMessageTime(harborviewMessages[0]?.receivedAt ?? ''));
    expect(row).toHaveTextContent('The trap is overflowing again.');

    await user.click(screen.getByRole('button', { name: 'Grease trap overflow' }));
    const frame = await screen.findByTitle('Message: Grease trap overflow');
    // The inbox's frame: no scripts (no allow-scripts, a CSP without script-src), the body's HTML inside it.
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame.getAttribute('srcdoc')).toContain('The trap is <b>overflowing</b> again.');
    const reader = frame.closest('.ant-card') as HTMLElement;
    expect(within(reader).getByRole('img', { name: 'email' })).toBeInTheDocument();
    expect(reader).toHaveTextContent('Dana Whitfield');
    // Nothing of the body is rendered into the page itself.
    expect(document.querySelector('.ant-card b, .ant-card script')).toBeNull();
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
