import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type Quote, receiveServerEvent } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { harborview, harborviewQuotes, loadRoutes, TENANT_ID } from '../testing/fixtures';
import { QuotesTab } from './quotes-tab';

const [sent] = harborviewQuotes as [Quote];
const declined: Quote = {
  ...sent,
  id: 'q-2',
  number: 'Q-2026-0002',
  status: 'DECLINED',
  total: 80,
  aiGenerated: false,
};

function renderTab(current: () => Quote[]) {
  const api = stubFetch(loadRoutes({ 'GET /api/quotes': () => ({ body: current() }) }));
  const result = renderWithProviders(
    <Routes>
      <Route path="/customers/:id" element={<QuotesTab customerId={harborview.id} />} />
      <Route path="/customers/:id/quotes/:quoteId" element={<p>Quote editor</p>} />
    </Routes>,
    { route: `/customers/${harborview.id}` },
  );
  return { ...result, api };
}

const rows = () => screen.getAllByTestId('customer-quote');

describe('QuotesTab', () => {
  it("lists the customer's quotes with number, status tag, AI mark and total, each opening its editor", async () => {
    const { user, api } = renderTab(() => [sent, declined]);
    await screen.findByText('Q-2026-0001');
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('SENT');
    expect(first).toHaveTextContent('AI');
    expect(first).toHaveTextContent('$1,450.50');
    expect(second).toHaveTextContent('DECLINED');
    expect(second).toHaveTextContent('$80.00');
    expect(new URL(api.callsTo('GET /api/quotes')[0]?.url ?? '').searchParams.get('customerId')).toBe(
      harborview.id,
    );
    await user.click(within(first).getByRole('link', { name: 'Q-2026-0001' }));
    expect(await screen.findByText('Quote editor')).toBeInTheDocument();
  });

  it('opens a new quote from "New quote"', async () => {
    const { user } = renderTab(() => []);
    expect(await screen.findByText('No quotes for this customer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /New quote/ }));
    expect(await screen.findByText('Quote editor')).toBeInTheDocument();
  });

  it('shows a status the client changed without a reload (a live quotes event)', async () => {
    let quotes = [sent];
    const { store } = renderTab(() => quotes);
    await screen.findByText('SENT');
    quotes = [{ ...sent, status: 'ACCEPTED' }];
    receiveServerEvent(store.dispatch, {
      type: 'quotes.changed',
      tenantId: TENANT_ID,
      customerId: harborview.id,
      quoteId: sent.id,
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent('ACCEPTED'));
  });
});
