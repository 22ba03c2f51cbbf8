import { screen, waitFor, within } from '@testing-library/react';
import { type CustomerWithFigures, PIPELINE_COLUMNS } from 'shared-api';
import { findDialog, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { bayside, customerNamed, harborview, loadRoutes, TENANT_ID } from '../testing/fixtures';
import { useColumnDrop } from './use-column-drop';

afterEach(() => {
  jest.restoreAllMocks();
});

/** A card's drop on each column, as buttons: what the board calls when dnd-kit reports a drop. */
function DropTargets({ customer }: { customer: CustomerWithFigures }) {
  const dropOn = useColumnDrop(TENANT_ID);
  return PIPELINE_COLUMNS.map((column) => (
    <button key={column.key} type="button" onClick={() => dropOn(customer, column.key)}>
      Drop on {column.title}
    </button>
  ));
}

function renderDrop(customer: CustomerWithFigures, routes = loadRoutes()) {
  const api = stubFetch({
    ...routes,
    [`PUT /api/customers/${customer.id}`]: async (request) => ({
      body: { ...customer, ...((await request.json()) as object) },
    }),
  });
  const result = renderWithProviders(<DropTargets customer={customer} />);
  const puts = () => api.callsTo(`PUT /api/customers/${customer.id}`);
  const sentStatus = async () =>
    ((await puts()[0]?.clone().json()) as { status?: string } | undefined)?.status;
  return { ...result, puts, sentStatus };
}

describe('useColumnDrop', () => {
  it.each(['LEAD', 'PROSPECT', 'INACTIVE', 'LOST'] as const)(
    'changes nothing (no call, no question) when a %s card is dropped on Prospects',
    async (status) => {
      const { user, puts } = renderDrop({ ...customerNamed('Stay Put'), status });
      await user.click(screen.getByRole('button', { name: 'Drop on Prospects' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(puts()).toHaveLength(0);
    },
  );

  it('moves a LEAD card to another column at once, without asking', async () => {
    const { user, sentStatus } = renderDrop(customerNamed('Lead Co'));
    await user.click(screen.getByRole('button', { name: 'Drop on Contacted' }));
    await waitFor(async () => expect(await sentStatus()).toBe('CONTACTED'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before overwriting LOST, naming the customer and both statuses; Cancel leaves it as it was', async () => {
    const { user, puts } = renderDrop(bayside);
    await user.click(screen.getByRole('button', { name: 'Drop on Contacted' }));
    const dialog = await findDialog('Change status?');
    expect(dialog).toHaveTextContent(
      'Bayside Bakery is LOST. Moving it to Contacted changes its status to CONTACTED.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts()).toHaveLength(0);
  });

  it('moves an INACTIVE card once confirmed', async () => {
    const { user, sentStatus } = renderDrop({ ...harborview, status: 'INACTIVE' });
    await user.click(screen.getByRole('button', { name: 'Drop on Active' }));
    const dialog = await findDialog('Change status?');
    expect(dialog).toHaveTextContent(
      'Harborview Cafe is INACTIVE. Moving it to Active changes its status to ACTIVE.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(async () => expect(await sentStatus()).toBe('ACTIVE'));
  });

  it('says "Failed to save customer" when the server refuses the move', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const customer = customerNamed('Refused Co');
    stubFetch({
      ...loadRoutes(),
      [`PUT /api/customers/${customer.id}`]: { status: 500, body: { error: 'Something went wrong' } },
    });
    const { user } = renderWithProviders(<DropTargets customer={customer} />);
    await user.click(screen.getByRole('button', { name: 'Drop on Quoted' }));
    expect(await screen.findByText('Failed to save customer')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to save customer', expect.objectContaining({ status: 500 }));
  });
});
