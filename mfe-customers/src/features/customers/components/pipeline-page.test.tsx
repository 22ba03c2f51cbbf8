import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import {
  bayside,
  customerNamed,
  customerPages,
  customers,
  harborview,
  loadRoutes,
  maple,
  totalsOf,
} from '../testing/fixtures';
import { CustomerPipelinePage } from './pipeline-page';

async function renderPage(routes = loadRoutes()) {
  const api = stubFetch(routes);
  const result = renderWithProviders(<CustomerPipelinePage />, { route: '/customers' });
  await screen.findByRole('link', { name: harborview.name });
  return { ...result, api };
}

const column = (title: string) => screen.getByRole('region', { name: title });

describe('CustomerPipelinePage', () => {
  it('shows the five summary figures and the pending badge', async () => {
    await renderPage();
    const summary = screen.getByRole('list', { name: 'Pipeline summary' });
    const figure = (title: string) =>
      within(summary).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
        ?.textContent;
    expect(figure('Total Customers')).toBe('3');
    expect(figure('AI Quotes')).toBe('1');
    expect(figure('Pending')).toBe('3');
    expect(figure('AI Rate')).toBe('33%');
    expect(figure('Revenue')).toBe('$3.1k'); // 2450.50 + 640
    expect(screen.getByRole('button', { name: /Messages/ }).closest('.ant-badge')).toHaveTextContent('3');
  });

  it('exports the customers it shows and opens the import of a customer list', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Export customers' }));
    expect(await screen.findByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
      'href',
      '/api/exports/customers?format=xlsx',
    );
    await user.click(screen.getByRole('button', { name: 'Import customers' }));
    expect(await screen.findByRole('dialog', { name: 'Import customers' })).toBeInTheDocument();
  });

  it('sorts the customers into the four columns with counts and revenue totals', async () => {
    await renderPage();
    expect(within(column('Prospects')).getByRole('link', { name: bayside.name })).toBeInTheDocument();
    expect(within(column('Quoted')).getByRole('link', { name: maple.name })).toBeInTheDocument();
    expect(within(column('Active')).getByRole('link', { name: harborview.name })).toBeInTheDocument();
    expect(within(column('Contacted')).getByText('No customers')).toBeInTheDocument();
    expect(within(column('Active')).getByText('$2.5k total')).toBeInTheDocument();
    expect(within(column('Quoted')).getByText('$640 total')).toBeInTheDocument();
    expect(
      within(column('Active')).getByRole('button', { name: `Move ${harborview.name}` }),
    ).toBeInTheDocument();
  });

  it('asks the server for the matches once typing pauses, and shows the list empty states', async () => {
    const { user, api } = await renderPage();
    const search = screen.getByRole('textbox', { name: 'Search customers' });
    await user.type(search, 'HEALTH');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: harborview.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: maple.name })).toBeInTheDocument();
    const searches = api
      .callsTo('GET /api/customers')
      .map((request) => new URL(request.url).searchParams.get('search'));
    // The four columns without a search, then each once with the whole word: not a call per key.
    expect(searches).toEqual([null, null, null, null, 'HEALTH', 'HEALTH', 'HEALTH', 'HEALTH']);

    await user.click(screen.getByText('List'));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  });

  it('loads a column page by page, showing how many more there are', async () => {
    const leads = Array.from({ length: 25 }, (_, index) =>
      customerNamed(`Lead ${String(index).padStart(2, '0')}`),
    );
    const api = stubFetch(
      loadRoutes({
        'GET /api/customers': customerPages([...customers, ...leads]),
        'GET /api/customers/summary': { body: totalsOf([...customers, ...leads]) },
      }),
    );
    const { user } = renderWithProviders(<CustomerPipelinePage />, { route: '/customers' });
    const prospects = await screen.findByRole('region', { name: 'Prospects' });
    await within(prospects).findByRole('link', { name: 'Bayside Bakery' });
    expect(within(prospects).getAllByTestId('customer-card')).toHaveLength(20);
    expect(within(prospects).getByLabelText('26 customers')).toBeInTheDocument();

    await user.click(within(prospects).getByRole('button', { name: 'Show more (6)' }));
    await waitFor(() => expect(within(prospects).getAllByTestId('customer-card')).toHaveLength(26));
    expect(within(prospects).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    const columnCalls = api
      .callsTo('GET /api/customers')
      .map((request) => new URL(request.url).searchParams)
      .filter((query) => query.get('status') === 'LEAD,PROSPECT,INACTIVE,LOST');
    expect(columnCalls.map((query) => [query.get('limit'), query.get('cursor')])).toEqual([
      ['20', null],
      ['20', '20'],
    ]);
  });

  it('orders the list view as chosen', async () => {
    const { user, api } = await renderPage();
    await user.click(screen.getByText('List'));
    await user.click(screen.getByRole('combobox', { name: 'Sort customers' }));
    await user.click(screen.getByText('Highest revenue'));
    await waitFor(() =>
      expect(
        api.callsTo('GET /api/customers').map((request) => new URL(request.url).searchParams.get('sort')),
      ).toContain('revenue'),
    );
  });

  it('invites to add the first customer when there are none', async () => {
    stubFetch(
      loadRoutes({
        'GET /api/customers': customerPages([]),
        'GET /api/customers/summary': { body: totalsOf([]) },
      }),
    );
    const { user } = renderWithProviders(<CustomerPipelinePage />, { route: '/customers' });
    await user.click(await screen.findByText('List'));
    expect(await screen.findByText('Get started by adding your first customer')).toBeInTheDocument();
  });
});
