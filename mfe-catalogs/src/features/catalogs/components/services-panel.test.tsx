import { act, screen, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { findDialog, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { loadRoutes, plumbing, plumbingServices } from '../testing/fixtures';
import { ServicesPanel } from './services-panel';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const [drain, water] = plumbingServices as [(typeof plumbingServices)[0], (typeof plumbingServices)[0]];

async function renderPanel() {
  const result = renderWithProviders(<ServicesPanel catalogId={plumbing.id} />);
  await screen.findByText(drain.name);
  return result;
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ServicesPanel', () => {
  it('shows Service Name, Description, Unit and Cost, sorted by name ascending', async () => {
    const api = stubFetch(loadRoutes());
    await renderPanel();
    expect(new URL(api.callsTo('GET /api/services')[0]?.url ?? '').searchParams.get('catalogId')).toBe(
      plumbing.id,
    );
    for (const title of ['Service Name', 'Description', 'Unit', 'Cost'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Drain cleaning', 'Faucet replacement', 'Water heater install']);
    expect(screen.getByText('$2,450.49')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 results')).toBeInTheDocument();
  });

  it('sorts by cost and searches name and description', async () => {
    stubFetch(loadRoutes());
    const { user } = await renderPanel();
    await user.click(screen.getByRole('columnheader', { name: /Cost/ }));
    expect(rowNames()).toEqual(['Faucet replacement', 'Drain cleaning', 'Water heater install']);

    await user.type(screen.getByPlaceholderText('Search services by name, description...'), 'KITCHEN');
    expect(rowNames()).toEqual(['Faucet replacement']);
  });

  it("offers the catalog's services for download as CSV or Excel", async () => {
    stubFetch(loadRoutes());
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Export services' }));
    expect(await screen.findByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
      'href',
      `/api/exports/catalogs/${plumbing.id}/services?format=xlsx`,
    );
  });

  it('opens the import dialog for services from the toolbar', async () => {
    stubFetch(loadRoutes());
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Import services' }));
    const dialog = await findDialog('Import services');
    expect(
      within(dialog).getByText('Drop a CSV or Excel (.xlsx) file here, or click to choose one'),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to load services' when the list fails, with a Retry in the table that loads it", async () => {
    let failures = 1;
    stubFetch(
      loadRoutes({
        'GET /api/services': () => (failures-- > 0 ? { status: 500, body: {} } : { body: plumbingServices }),
      }),
    );
    const { user } = renderWithProviders(<ServicesPanel catalogId={plumbing.id} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load services');
    expect(screen.getAllByText('Failed to load services')).toHaveLength(2); // the toast too

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(drain.name)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a service with a decimal unit cost and closes the dialog', async () => {
    const api = stubFetch(
      loadRoutes({ 'POST /api/services': { status: 201, body: { ...drain, id: 'new' } } }),
    );
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await findDialog('Add New Service');
    await user.type(within(dialog).getByLabelText('Name'), ' Sump pump ');
    await user.type(within(dialog).getByLabelText('Unit'), 'each');
    await user.type(within(dialog).getByLabelText('Unit Cost'), '349.99');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/services')[0]?.json()).toEqual({
      name: 'Sump pump',
      description: null,
      unit: 'each',
      unitCost: 349.99,
      catalogId: plumbing.id,
      aliases: [],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is fetched again, so the table (and the catalog figures) show the change.
    expect(api.callsTo('GET /api/services').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['abc', 'Unit cost must be a number'],
    ['-1', 'Unit cost must be greater than 0'],
    ['0', 'Unit cost must be greater than 0'],
    ['1.234', 'Unit cost can have at most 2 decimals'],
    ['10000000000', 'Unit cost can be at most 9,999,999,999.99'],
  ])('refuses a unit cost of %s under the field, sends nothing and keeps the values', async (cost, error) => {
    const api = stubFetch(loadRoutes());
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await findDialog('Add New Service');
    await user.type(within(dialog).getByLabelText('Name'), 'Sump pump');
    await user.type(within(dialog).getByLabelText('Unit Cost'), cost);
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await within(dialog).findByText(error)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Unit Cost')).toHaveValue(cost);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sump pump');
    expect(api.callsTo('POST /api/services')).toHaveLength(0);
  });

  it('asks for a name and a unit cost, and refuses a unit over its length, each under its field', async () => {
    const api = stubFetch(loadRoutes());
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await findDialog('Add New Service');
    await user.click(within(dialog).getByLabelText('Unit'));
    await user.paste('u'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await within(dialog).findByText('Please enter a service name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a unit cost')).toBeInTheDocument();
    expect(within(dialog).getByText('Unit can have at most 100 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/services')).toHaveLength(0);
  });

  it('shows the field the server refuses under it, keeping the dialog open with what was typed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const reason = 'Unit cost must be greater than 0';
    stubFetch(loadRoutes({ 'POST /api/services': { status: 400, body: { error: `unitCost: ${reason}` } } }));
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await findDialog('Add New Service');
    await user.type(within(dialog).getByLabelText('Name'), 'Sump pump');
    await user.type(within(dialog).getByLabelText('Unit Cost'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Unit Cost')).toHaveValue('12.50');
    expect(screen.queryByText('Error saving service')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error saving service', expect.anything());
  });

  it("toasts 'Error saving service' with the server's message when it names no field", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(loadRoutes({ 'POST /api/services': { status: 404, body: { error: 'Catalog not found' } } }));
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await findDialog('Add New Service');
    await user.type(within(dialog).getByLabelText('Name'), 'Sump pump');
    await user.type(within(dialog).getByLabelText('Unit Cost'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText('Error saving service')).toBeInTheDocument();
    expect(screen.getByText('Catalog not found')).toBeInTheDocument();
    expect(within(await findDialog('Add New Service')).getByLabelText('Name')).toHaveValue('Sump pump');
    expect(logged).toHaveBeenCalledWith('Error saving service', expect.anything());
  });

  it('edits a service from its row icon', async () => {
    const api = stubFetch(loadRoutes({ [`PUT /api/services/${water.id}`]: { body: water } }));
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: `Edit ${water.name}` }));
    const dialog = await findDialog('Edit Service');
    const cost = within(dialog).getByLabelText('Unit Cost');
    expect(cost).toHaveValue('2450.49');
    await user.clear(cost);
    await user.type(cost, '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Service updated')).toBeInTheDocument();
    expect(await api.callsTo(`PUT /api/services/${water.id}`)[0]?.json()).toEqual({
      name: water.name,
      description: water.description,
      unit: water.unit,
      unitCost: 2500,
      catalogId: plumbing.id,
      aliases: [],
    });
  });

  it('opens the details on double-click, goes to edit, and deletes with confirmation', async () => {
    const api = stubFetch(loadRoutes({ [`DELETE /api/services/${drain.id}`]: { status: 204 } }));
    const { user } = await renderPanel();
    await user.dblClick(screen.getByText(drain.name));
    const details = await findDialog('Service Details');
    expect(within(details).getByText('$145.00')).toBeInTheDocument();
    expect(within(details).getAllByRole('button', { name: 'Close' })).toHaveLength(2);

    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit Service');
    expect(within(edit).getByLabelText('Name')).toHaveValue(drain.name);
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    await user.dblClick(screen.getByText(drain.name));
    await user.click(within(await findDialog('Service Details')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await findDialog('Delete service?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/services/${drain.id}`)).toHaveLength(1);
  });

  it("deletes from the row icon, toasting 'Failed to delete service' on failure", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(loadRoutes({ [`DELETE /api/services/${drain.id}`]: { status: 500, body: {} } }));
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: `Delete ${drain.name}` }));
    await user.click(within(await findDialog('Delete service?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete service')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to delete service', expect.anything());
  });
});

describe('ServicesPanel: "Also known as"', () => {
  it('adds a service with the phrases typed as tags, and the search matches them', async () => {
    const api = stubFetch(
      loadRoutes({ 'POST /api/services': { status: 201, body: { ...drain, id: 'new' } } }),
    );
    const { user } = await renderPanel();
    await user.type(screen.getByPlaceholderText('Search services by name, description...'), 'slow DRAIN');
    expect(rowNames()).toEqual(['Drain cleaning']);

    await user.click(screen.getByRole('button', { name: /Add Service/ }));
    const dialog = await findDialog('Add New Service');
    const aliases = within(dialog).getByLabelText('Also known as');
    expect(within(dialog).getByText('Words your customers use, e.g. leaky tap')).toBeInTheDocument();
    expect(within(dialog).getByText(/so AI quotes recognise them/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Tap repair');
    await user.type(within(dialog).getByLabelText('Unit Cost'), '90');
    await user.type(aliases, 'leaky tap{Enter}dripping faucet{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/services')[0]?.json()).toMatchObject({
      name: 'Tap repair',
      unitCost: 90,
      aliases: ['leaky tap', 'dripping faucet'],
    });
  });

  it('edits the phrases: the stored ones show as tags and the whole list is sent', async () => {
    const api = stubFetch(loadRoutes({ [`PUT /api/services/${drain.id}`]: { body: drain } }));
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: `Edit ${drain.name}` }));
    const dialog = await findDialog('Edit Service');
    expect(within(dialog).getByText('blocked sink')).toBeInTheDocument();
    expect(within(dialog).getByText('slow drain')).toBeInTheDocument();
    // Backspace in the empty field removes the last phrase.
    await user.type(within(dialog).getByLabelText('Also known as'), '{Backspace}gurgling pipes{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Service updated')).toBeInTheDocument();
    expect(await api.callsTo(`PUT /api/services/${drain.id}`)[0]?.json()).toMatchObject({
      aliases: ['blocked sink', 'gurgling pipes'],
    });
  });

  it("shows the server's reason under the phrases when it refuses them, and keeps the dialog open", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const reason = 'at most 20 phrases per service';
    stubFetch(
      loadRoutes({
        [`PUT /api/services/${drain.id}`]: { status: 400, body: { error: `aliases: ${reason}` } },
      }),
    );
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: `Edit ${drain.name}` }));
    const dialog = await findDialog('Edit Service');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByText('blocked sink')).toBeInTheDocument();
    expect(await findDialog('Edit Service')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error saving service', expect.anything());
  });

  it('lists the phrases in the service details, or a dash without any', async () => {
    stubFetch(loadRoutes());
    const { user } = await renderPanel();
    await user.dblClick(screen.getByText(drain.name));
    const details = await findDialog('Service Details');
    const list = within(details).getByRole('list', { name: 'Also known as' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['blocked sink', 'slow drain']);
    await user.click(within(details).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);

    await user.dblClick(screen.getByText(water.name));
    const other = await findDialog('Service Details');
    expect(within(other).queryByRole('list', { name: 'Also known as' })).not.toBeInTheDocument();
    expect(within(other).getByText('Also known as').closest('tr')).toHaveTextContent('—');
  });
});
