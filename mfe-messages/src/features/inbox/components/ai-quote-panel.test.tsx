import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AiQuoteContent, Service } from 'shared-api';
import { PHONE_SCREEN, toast } from 'shared-ui';
import { findDialog, openOptions, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { screenMatching } from '../testing/fixtures';
import { AiQuotePanel } from './ai-quote-panel';

afterEach(() => {
  act(() => toast.dismiss());
});

const TENANT_ID = '11111111-1111-4111-8111-111111111111';
const MESSAGE_ID = '22222222-2222-4222-8222-222222222222';

const service = (id: string, name: string): Service => ({
  id,
  name,
  description: null,
  unit: 'each',
  unitCost: 100,
  catalogId: 'cat-1',
  aliases: [],
});
const heaterRepair = service('svc-heater', 'Water heater repair');
const tankless = service('svc-tankless', 'Tankless heater service');
const drain = service('svc-drain', 'Drain cleaning');

const quote: AiQuoteContent = {
  lineItems: [
    {
      serviceId: heaterRepair.id,
      name: heaterRepair.name,
      quantity: 1,
      unit: 'each',
      unitCost: 100,
      lineTotal: 100,
      sourceText: 'my tankless unit beeps',
    },
    {
      serviceId: drain.id,
      name: drain.name,
      quantity: 2,
      unit: 'each',
      unitCost: 100,
      lineTotal: 200,
      sourceText: null,
    },
  ],
  total: 300,
  currency: 'USD',
  unmatched: [],
};

function renderPanel(customerId: string | null = null) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/messages"
        element={
          <AiQuotePanel
            messageId={MESSAGE_ID}
            tenantId={TENANT_ID}
            userId="user-1"
            existing={quote}
            customerId={customerId}
            prefill={{ name: 'Dana', email: 'dana@harborviewcafe.com', phone: null }}
            onGenerated={() => {}}
          />
        }
      />
      <Route path="/customers/:id/quotes/:quoteId" element={<p>Quote editor</p>} />
    </Routes>,
    { route: '/messages' },
  );
}

const correctionOf = (phrase: string, serviceId: string) => ({
  status: 201,
  body: {
    alias: {
      serviceId,
      phrase,
      source: 'correction',
      createdBy: 'user-1',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  },
});

describe('AiQuotePanel: a line marked wrong', () => {
  it('shows the words each line came from, and offers a correction only for those', () => {
    stubFetch();
    renderPanel();
    expect(screen.getByText('From: “my tankless unit beeps”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wrong service? Water heater repair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wrong service? Drain cleaning' })).not.toBeInTheDocument();
  });

  it("stores the line's words as a phrase of the service picked, and thanks the user", async () => {
    const api = stubFetch({
      'GET /api/services': { body: [heaterRepair, tankless, drain] },
      'POST /api/ai/corrections': correctionOf('my tankless unit beeps', tankless.id),
    });
    const { user } = renderPanel();
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Wrong service? Water heater repair' }));
    expect(
      screen.getByRole('combobox', { name: 'Right service for “my tankless unit beeps”' }),
    ).toBeInTheDocument();
    // The tenant's services, but not the one the line already quotes.
    await waitFor(() => expect(openOptions()).toEqual(['Tankless heater service', 'Drain cleaning']));
    expect(new URL(api.callsTo('GET /api/services')[0]?.url ?? '').searchParams.get('tenantId')).toBe(
      TENANT_ID,
    );

    await user.keyboard('tankless');
    await waitFor(() => expect(openOptions()).toEqual(['Tankless heater service']));
    await user.click(screen.getByText('Tankless heater service'));

    expect(
      await screen.findByText('Thanks — next time this phrase will quote Tankless heater service'),
    ).toBeInTheDocument();
    expect(await api.callsTo('POST /api/ai/corrections')[0]?.json()).toEqual({
      tenantId: TENANT_ID,
      messageId: MESSAGE_ID,
      serviceId: tankless.id,
      wrongServiceId: heaterRepair.id,
      phrase: 'my tankless unit beeps',
    });
    expect(screen.getByText('Marked as Tankless heater service')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the correction is refused, and the picker stays", async () => {
    const reason =
      '"Tankless heater service" already has 20 "Also known as" phrases: remove one in Catalogs first';
    stubFetch({
      'GET /api/services': { body: [heaterRepair, tankless] },
      'POST /api/ai/corrections': { status: 409, body: { error: reason } },
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Wrong service? Water heater repair' }));
    await waitFor(() => expect(openOptions()).toEqual(['Tankless heater service']));
    await user.click(screen.getByText('Tankless heater service'));

    expect(await screen.findByText('Failed to save the correction')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Right service for “my tankless unit beeps”' }),
    ).toBeInTheDocument();
  });

  it('closes the picker on Cancel without a correction', async () => {
    const api = stubFetch({ 'GET /api/services': { body: [heaterRepair, tankless] } });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Wrong service? Water heater repair' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wrong service? Water heater repair' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/ai/corrections')).toHaveLength(0);
  });
});

describe('AiQuotePanel: Save as quote', () => {
  const CUSTOMER_ID = '33333333-3333-4333-8333-333333333333';
  const saved = { id: 'q-9', number: 'Q-2026-0009', customerId: CUSTOMER_ID, status: 'DRAFT' };
  const expectedBody = {
    customerId: CUSTOMER_ID,
    messageId: MESSAGE_ID,
    aiGenerated: true,
    lines: [
      { serviceId: heaterRepair.id, quantity: 1, aiProposed: true, sourceText: 'my tankless unit beeps' },
      { serviceId: drain.id, quantity: 2, aiProposed: true, sourceText: null },
    ],
  };

  it("drafts an AI-generated quote for the message's customer and opens its editor", async () => {
    const api = stubFetch({
      'GET /api/quotes': { body: [] },
      'POST /api/quotes': { status: 201, body: saved },
    });
    const { user } = renderPanel(CUSTOMER_ID);
    await user.click(screen.getByRole('button', { name: /Save as quote/ }));
    expect(await screen.findByText('Quote editor')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/quotes')[0]?.json()).toEqual(expectedBody);
    expect(screen.getByText('Quote Q-2026-0009 saved')).toBeInTheDocument();
  });

  it('asks which customer when the message has none, then drafts for the one picked', async () => {
    const api = stubFetch({
      'GET /api/customers': {
        body: { customers: [{ id: CUSTOMER_ID, name: 'Harborview Cafe' }], total: 1, nextCursor: null },
      },
      'GET /api/quotes': { body: [] },
      'POST /api/quotes': { status: 201, body: saved },
    });
    const { user } = renderPanel(null);
    await user.click(screen.getByRole('button', { name: /Save as quote/ }));
    const dialog = await findDialog('Save as quote');
    expect(dialog).toHaveTextContent('This message has no customer yet. Who is the quote for?');
    await user.click(screen.getByRole('combobox', { name: 'Customer for the quote' }));
    await user.click(await screen.findByText('Harborview Cafe'));
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText('Quote editor')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/quotes')[0]?.json()).toEqual(expectedBody);
  });

  it('keeps the panel and says why when the quote cannot be saved', async () => {
    stubFetch({
      'POST /api/quotes': {
        status: 400,
        body: { error: 'lines.0.quantity: Quantity must be greater than 0' },
      },
    });
    const { user } = renderPanel(CUSTOMER_ID);
    await user.click(screen.getByRole('button', { name: /Save as quote/ }));
    expect(await screen.findByText('Failed to save quote')).toBeInTheDocument();
    expect(screen.queryByText('Quote editor')).not.toBeInTheDocument();
  });
});

describe('AiQuotePanel on a phone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers its actions as large buttons under the quote, in thumb reach', () => {
    screenMatching(PHONE_SCREEN);
    renderPanel();

    const actions = [
      screen.getByRole('button', { name: /Save as quote/ }),
      screen.getByRole('button', { name: 'Regenerate Quote' }),
    ];
    const lines = screen.getByRole('table', { name: 'Quote line items' });
    for (const action of actions) {
      expect(action).toHaveClass('ant-btn-lg');
      expect(action.closest('.ant-card-extra')).toBeNull();
      // After the line items in the document: below them on the screen.
      expect(lines.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
