import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerWithFigures } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { onCompactScreen } from '../../../shared/testing/screen-size';
import { requestOf } from '../api/customers-api';
import {
  bayside,
  customerPages,
  customers,
  harborview,
  loadRoutes,
  maple,
  totalsOf,
} from '../testing/fixtures';
import { CustomerPipelinePage } from './pipeline-page';

afterEach(() => {
  jest.restoreAllMocks();
});

/** The pipeline over a server that keeps the moves it is sent. */
function renderPipeline() {
  const stored: CustomerWithFigures[] = [...customers];
  const api = stubFetch(
    loadRoutes({
      'GET /api/customers': customerPages(stored),
      'GET /api/customers/summary': () => ({ body: totalsOf(stored) }),
      [`PUT /api/customers/${maple.id}`]: async (request) => {
        const moved = { ...maple, ...((await request.json()) as Partial<CustomerWithFigures>) };
        stored.splice(stored.indexOf(maple), 1, moved);
        return { body: moved };
      },
    }),
  );
  const result = renderWithProviders(<CustomerPipelinePage />, { route: '/customers' });
  const sentBodies = () =>
    Promise.all(api.callsTo(`PUT /api/customers/${maple.id}`).map((call) => call.json()));
  return { ...result, sentBodies };
}

const column = (title: string) => screen.getByRole('region', { name: title });

async function moveTo(user: ReturnType<typeof renderPipeline>['user'], name: string, title: string) {
  await user.click(screen.getByRole('button', { name: `Move to… ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: title }));
}

describe('PipelineBoard', () => {
  it('Move to… offers the other columns and moves the card with the same request as a drop', async () => {
    const { user, sentBodies } = renderPipeline();
    await screen.findByRole('link', { name: maple.name });
    await user.click(screen.getByRole('button', { name: `Move to… ${maple.name}` }));
    const offered = await screen.findAllByRole('menuitem');
    expect(offered.map((item) => item.textContent)).toEqual(['Prospects', 'Contacted', 'Active']);

    await user.click(screen.getByRole('menuitem', { name: 'Active' }));
    await waitFor(() =>
      expect(within(column('Active')).getByRole('link', { name: maple.name })).toBeInTheDocument(),
    );
    expect(within(column('Quoted')).queryByRole('link', { name: maple.name })).not.toBeInTheDocument();
    expect(await sentBodies()).toEqual([{ ...requestOf(maple), status: 'ACTIVE' }]);
    expect(screen.getByText(`${maple.name} was moved to Active.`)).toHaveAttribute('role', 'status');
    // The card's menu is its own: choosing a column does not open the customer.
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Pipeline' })).toBeInTheDocument();
  });

  it('on a compact screen the pipeline shows one column and the switcher shows each column’s count and revenue', async () => {
    onCompactScreen();
    const { user } = renderPipeline();
    await screen.findByRole('link', { name: bayside.name });
    const switcher = screen.getByRole('radiogroup', { name: 'Pipeline column' });
    const options = within(switcher).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Prospects1 customer · $0',
      'Contacted0 customers · $0',
      'Quoted1 customer · $640',
      'Active1 customer · $2.5k',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Prospects',
    ]);
    expect(screen.queryByRole('button', { name: `Move ${bayside.name}` })).not.toBeInTheDocument();

    await user.click(within(switcher).getByText('Active'));
    expect(await within(column('Active')).findByRole('link', { name: harborview.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Prospects' })).not.toBeInTheDocument();
  });

  it('on a compact screen Move to… takes the card out of the column shown, and the switcher’s figures follow', async () => {
    onCompactScreen();
    const { user, sentBodies } = renderPipeline();
    const switcher = await screen.findByRole('radiogroup', { name: 'Pipeline column' });
    await user.click(within(switcher).getByText('Quoted'));
    await within(column('Quoted')).findByRole('link', { name: maple.name });

    await moveTo(user, maple.name, 'Contacted');
    await waitFor(() => expect(within(column('Quoted')).getByText('No customers')).toBeInTheDocument());
    expect(within(switcher).getByText('Contacted').closest('label')).toHaveTextContent(
      'Contacted1 customer · $640',
    );
    expect(await sentBodies()).toEqual([{ ...requestOf(maple), status: 'CONTACTED' }]);
  });
});
