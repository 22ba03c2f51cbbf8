import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { QuoteDetail, UpdateQuoteRequest } from 'shared-api';
import { toast } from 'shared-ui';
import { renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import {
  CUSTOMER_ID,
  draftQuote,
  editorRoutes,
  PUBLIC_URL,
  sentWithoutMail,
  TENANT_ID,
} from '../testing/fixtures';
import { QuoteEditorPage } from './quote-editor-page';

const QUOTE = `/api/quotes/${draftQuote.id}`;

function renderEditor(routes: Record<string, StubHandler> = {}, quoteId = draftQuote.id) {
  const api = stubFetch(editorRoutes(routes));
  const result = renderWithProviders(
    <Routes>
      <Route path="/customers/:id/quotes/:quoteId" element={<QuoteEditorPage />} />
      <Route path="/customers/:id" element={<p>Customer page</p>} />
    </Routes>,
    { route: `/customers/${CUSTOMER_ID}/quotes/${quoteId}` },
  );
  return { ...result, api };
}

const lineRows = () => screen.getAllByTestId('quote-line');
const total = () => screen.getByTestId('quote-total');
/** The PUT answered with the body it got, priced like the server would (enough for these lines). */
const echoSave: StubHandler = async (request) => {
  const body = (await request.json()) as UpdateQuoteRequest;
  return { body: { ...draftQuote, notes: body.notes ?? null } satisfies QuoteDetail };
};

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('QuoteEditorPage', () => {
  it('shows the quote: number, status, lines (custom and AI marked) and the server totals', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-2026-0007' })).toBeInTheDocument();
    expect(screen.getByText('DRAFT')).toBeInTheDocument();
    const [drain, fee] = lineRows() as [HTMLElement, HTMLElement];
    expect(drain).toHaveTextContent('Drain cleaning');
    expect(within(drain).getByText('AI')).toBeInTheDocument();
    expect(drain).toHaveTextContent('From: “kitchen drain is clogged”');
    expect(within(fee).getByText('Custom')).toBeInTheDocument();
    expect(within(fee).getByRole('textbox', { name: 'Description of line 2' })).toHaveValue('Disposal fee');
    expect(total()).toHaveTextContent('$345.50');
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', `${QUOTE}/pdf`);
  });

  it('updates the line and quote totals as a quantity or price is typed', async () => {
    const { user } = renderEditor();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Drain cleaning' });
    await user.clear(quantity);
    await user.type(quantity, '3.5');
    expect(lineRows()[0]).toHaveTextContent('$525.00');
    const price = screen.getByRole('textbox', { name: 'Unit price of Disposal fee' });
    await user.clear(price);
    await user.type(price, '0.10');
    expect(total()).toHaveTextContent('$525.10');
  });

  it('says what is wrong under each field, sends nothing, and keeps the typing', async () => {
    const { user, api } = renderEditor({ [`PUT ${QUOTE}`]: echoSave });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Drain cleaning' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveAccessibleDescription('Quantity must be greater than 0');
    const price = screen.getByRole('textbox', { name: 'Unit price of Disposal fee' });
    await user.clear(price);
    await user.type(price, '4.555');
    expect(price).toHaveAccessibleDescription('Price can have at most 2 decimals');
    const description = screen.getByRole('textbox', { name: 'Description of line 2' });
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription('Description cannot be empty');
    expect(api.callsTo(`PUT ${QUOTE}`)).toHaveLength(0);
    expect(quantity).toHaveValue('0');
    expect(price).toHaveValue('4.555');
  });

  it("keeps what was typed when the server refuses, with the server's reason", async () => {
    const { user } = renderEditor({
      [`PUT ${QUOTE}`]: { status: 409, body: { error: 'This quote was accepted and cannot change' } },
    });
    const notes = await screen.findByRole('textbox', { name: 'Notes to the customer' });
    await user.type(notes, ' See you soon.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save quote')).toBeInTheDocument();
    expect(screen.getByText('This quote was accepted and cannot change')).toBeInTheDocument();
    expect(notes).toHaveValue('Thanks for asking us. See you soon.');
  });

  it('adds a catalog service by search and a custom line, reorders and removes, and saves them in order', async () => {
    const { user, api } = renderEditor({ [`PUT ${QUOTE}`]: echoSave });
    await screen.findByText('Add a service from your catalogs...');
    await user.click(screen.getByRole('combobox', { name: 'Add a service' }));
    await user.keyboard('heater');
    await user.click(await screen.findByText('Water heater repair — $95.50 / hour'));
    expect(lineRows()).toHaveLength(3);
    expect(total()).toHaveTextContent('$441.00');

    await user.click(screen.getByRole('button', { name: /Add custom line/ }));
    await user.type(screen.getByRole('textbox', { name: 'Description of line 4' }), 'Travel');
    await user.type(screen.getByRole('textbox', { name: 'Unit price of Travel' }), '20');
    await user.click(screen.getByRole('button', { name: 'Move Travel up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Disposal fee' }));
    await user.click(screen.getByRole('button', { name: 'Move Drain cleaning down' }));
    expect(lineRows().map((row) => within(row).getByRole('button', { name: /^Remove / }).ariaLabel)).toEqual([
      'Remove Travel',
      'Remove Drain cleaning',
      'Remove Water heater repair',
    ]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT ${QUOTE}`)).toHaveLength(1));
    const body = (await api.callsTo(`PUT ${QUOTE}`)[0]?.json()) as UpdateQuoteRequest;
    expect(body.lines).toEqual([
      expect.objectContaining({ description: 'Travel', unitCost: 20, quantity: 1 }),
      expect.objectContaining({ id: 'l-1', serviceId: 's-drain', quantity: 2, aiProposed: true }),
      expect.objectContaining({ serviceId: 's-heater', quantity: 1 }),
    ]);
    expect(await screen.findByText('Quote saved')).toBeInTheDocument();
  });

  it('sends, shows SENT and, when no mail went out, the link to copy', async () => {
    let current: QuoteDetail = draftQuote;
    const { user, api } = renderEditor({
      [`GET ${QUOTE}`]: () => ({ body: current }),
      [`POST ${QUOTE}/send`]: () => {
        current = sentWithoutMail;
        return { body: sentWithoutMail };
      },
    });
    await user.click(await screen.findByRole('button', { name: /^send Send$/ }));
    expect(
      await screen.findByText('No email went out: copy the link and send it to the client.'),
    ).toBeInTheDocument();
    expect(screen.getByText('SENT')).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_URL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // Nothing was edited: Send sends the saved quote without saving it again.
    expect(api.callsTo(`PUT ${QUOTE}`)).toHaveLength(0);
  });

  it('says an edit of a sent quote makes a new revision', async () => {
    renderEditor({ [`GET ${QUOTE}`]: { body: sentWithoutMail } });
    expect(
      await screen.findByText(
        'This quote was sent. Saving changes makes a new revision (2); the client keeps seeing revision 1 until you send it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again/ })).toBeInTheDocument();
  });

  it('shows an accepted quote read-only', async () => {
    renderEditor({
      [`GET ${QUOTE}`]: {
        body: {
          ...sentWithoutMail,
          status: 'ACCEPTED',
          decidedAt: '2026-11-22T10:00:00.000Z',
          clientComment: 'Go ahead',
        },
      },
    });
    expect(await screen.findByText(/^Accepted by the client on/)).toBeInTheDocument();
    expect(screen.getByText('“Go ahead”')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Quantity/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('drafts a new quote for the customer and opens it once saved', async () => {
    const { user, api } = renderEditor(
      {
        'POST /api/quotes': { status: 201, body: draftQuote },
      },
      'new',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New quote' })).toBeInTheDocument();
    // The bar shows once the catalogs to pick from have loaded.
    await user.click(await screen.findByRole('button', { name: /Add custom line/ }));
    await user.type(screen.getByRole('textbox', { name: 'Description of line 1' }), 'Inspection');
    await user.type(screen.getByRole('textbox', { name: 'Unit price of Inspection' }), '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-2026-0007' })).toBeInTheDocument();
    const body = await api.callsTo('POST /api/quotes')[0]?.json();
    expect(body).toEqual({
      customerId: CUSTOMER_ID,
      notes: null,
      discountPercent: null,
      lines: [
        {
          description: 'Inspection',
          unit: null,
          unitCost: 80,
          quantity: 1,
          aiProposed: false,
          sourceText: null,
        },
      ],
    });
  });

  it('takes a typed discount off the totals and saves it; refuses one the rules refuse, in their words', async () => {
    const { user, api } = renderEditor({ [`PUT ${QUOTE}`]: echoSave });
    const discount = await screen.findByRole('textbox', { name: 'Discount' });
    expect(discount).toHaveValue('');
    await user.type(discount, '100.5');
    expect(discount).toHaveAccessibleDescription('Percent must be between 0 and 100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${QUOTE}`)).toHaveLength(0);

    await user.clear(discount);
    await user.type(discount, '10');
    // 345.50 less 10 % (34.55).
    expect(screen.getByText('Discount (10%)')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$310.95');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT ${QUOTE}`)).toHaveLength(1));
    expect(await api.callsTo(`PUT ${QUOTE}`)[0]?.json()).toMatchObject({ discountPercent: 10 });
  });

  it("starts a new quote with the tenant's default discount, which the user may clear", async () => {
    const { user, api } = renderEditor(
      {
        [`GET /api/tenants/${TENANT_ID}/quote-settings`]: {
          body: { taxRatePercent: null, discountPercent: 5, currency: 'USD', validityDays: 30 },
        },
        'POST /api/quotes': { status: 201, body: draftQuote },
      },
      'new',
    );
    const discount = await screen.findByRole('textbox', { name: 'Discount' });
    await waitFor(() => expect(discount).toHaveValue('5'));
    await user.click(await screen.findByRole('button', { name: /Add custom line/ }));
    await user.type(screen.getByRole('textbox', { name: 'Description of line 1' }), 'Inspection');
    await user.type(screen.getByRole('textbox', { name: 'Unit price of Inspection' }), '80');
    expect(total()).toHaveTextContent('$76.00');

    await user.clear(discount);
    expect(total()).toHaveTextContent('$80.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/quotes')).toHaveLength(1));
    expect(await api.callsTo('POST /api/quotes')[0]?.json()).toMatchObject({ discountPercent: null });
  });

  it('says a quote out of reach is not found', async () => {
    renderEditor({ [`GET ${QUOTE}`]: { status: 404, body: { error: 'Quote not found' } } });
    expect(await screen.findByText('Quote not found')).toBeInTheDocument();
  });
});
