import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { bayside, harborview, loadRoutes, maple } from '../testing/fixtures';
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

  it('searches name, email and industry ignoring case, and shows the list empty states', async () => {
    const { user } = await renderPage();
    const search = screen.getByRole('textbox', { name: 'Search customers' });
    await user.type(search, 'HEALTH');
    expect(screen.getByRole('link', { name: maple.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: harborview.name })).not.toBeInTheDocument();

    await user.click(screen.getByText('List'));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No customers found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search')).toBeInTheDocument();
  });

  it('invites to add the first customer when there are none', async () => {
    stubFetch(loadRoutes({ 'GET /api/customers': { body: { customers: [] } } }));
    const { user } = renderWithProviders(<CustomerPipelinePage />, { route: '/customers' });
    await user.click(await screen.findByText('List'));
    expect(await screen.findByText('Get started by adding your first customer')).toBeInTheDocument();
  });
});
