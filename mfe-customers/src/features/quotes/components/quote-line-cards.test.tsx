import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { onPhone } from '../../../shared/testing/screen-size';
import { CUSTOMER_ID, draftQuote, editorRoutes } from '../testing/fixtures';
import { QuoteEditorPage } from './quote-editor-page';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderOnPhone() {
  onPhone();
  stubFetch(editorRoutes());
  return renderWithProviders(
    <Routes>
      <Route path="/customers/:id/quotes/:quoteId" element={<QuoteEditorPage />} />
    </Routes>,
    { route: `/customers/${CUSTOMER_ID}/quotes/${draftQuote.id}` },
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Quote lines' })).getAllByRole('listitem');

describe('QuoteLineCards', () => {
  it('on a phone the quote’s lines are cards, with the totals below them', async () => {
    renderOnPhone();
    await screen.findByRole('heading', { level: 1, name: 'Quote Q-2026-0007' });
    expect(screen.queryByRole('table', { name: 'Quote lines' })).not.toBeInTheDocument();
    const [drain, fee] = cards() as [HTMLElement, HTMLElement];
    expect(drain).toHaveTextContent('ServiceAIDrain cleaning');
    expect(drain).toHaveTextContent('Quantity (visit)');
    expect(drain).toHaveTextContent('Unit price$150.00');
    expect(drain).toHaveTextContent('Line total $300.00');
    expect(within(fee).getByRole('textbox', { name: 'Description of line 2' })).toHaveValue('Disposal fee');
    const total = screen.getByTestId('quote-total');
    expect(fee.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('ant-btn-lg');
    expect(screen.getByRole('button', { name: /Send/ })).toHaveClass('ant-btn-lg');
  });

  it('on a phone editing a quantity updates the line and quote totals, with the same checks as the table', async () => {
    const { user } = renderOnPhone();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Drain cleaning' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(cards()[0]).toHaveTextContent('Line total $450.00');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$495.50');

    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveAccessibleDescription('Quantity must be greater than 0');
  });

  it('on a phone a card’s buttons reorder and remove its line', async () => {
    const { user } = renderOnPhone();
    await user.click(await screen.findByRole('button', { name: 'Move Disposal fee up' }));
    expect(
      within(cards()[0] as HTMLElement).getByRole('textbox', { name: 'Description of line 1' }),
    ).toHaveValue('Disposal fee');
    await user.click(
      within(cards()[1] as HTMLElement).getByRole('button', { name: 'Remove Drain cleaning' }),
    );
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$45.50');
  });
});
