import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { findDialog, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { emergency, loadRoutes, plumbing, TENANT_ID } from '../testing/fixtures';
import { ServiceCatalogsPage } from './catalogs-page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const catalogButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

async function renderPage() {
  const result = renderWithProviders(<ServiceCatalogsPage />, { route: '/catalogs' });
  await screen.findByRole('heading', { level: 2, name: plumbing.name });
  return result;
}

describe('ServiceCatalogsPage: catalog list', () => {
  it("lists the tenant's catalogs with their figures and totals, and selects the first", async () => {
    const api = stubFetch(loadRoutes());
    await renderPage();

    expect(new URL(api.callsTo('GET /api/catalogs')[0]?.url ?? '').searchParams.get('tenantId')).toBe(
      TENANT_ID,
    );
    const first = catalogButton(plumbing.name);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByText('Everyday repairs')).toBeInTheDocument();
    expect(within(first).getByText('3 services')).toBeInTheDocument();
    expect(within(first).getByText('Avg: $1,235')).toBeInTheDocument();
    expect(within(first).getByText('$96 - $2,450')).toBeInTheDocument();
    const second = catalogButton(emergency.name);
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(within(second).getByText('No description')).toBeInTheDocument();
    expect(screen.getByText('2 catalogs · 3 services')).toBeInTheDocument();
  });

  it('shows the selected catalog with its average and range in 2 decimals', async () => {
    stubFetch(loadRoutes());
    await renderPage();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('$95.50 - $2,450.49')).toBeInTheDocument();
  });

  it("searches name or description ignoring case, with 'No catalogs found' when nothing matches", async () => {
    stubFetch(loadRoutes());
    const { user } = await renderPage();
    const search = screen.getByRole('textbox', { name: 'Search catalogs' });

    await user.type(search, 'EVERYDAY');
    expect(catalogButton(plumbing.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(emergency.name) })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No catalogs found')).toBeInTheDocument();
  });

  it("says 'No catalogs yet' and 'No Catalog Selected' for a tenant without catalogs", async () => {
    stubFetch(loadRoutes({}, []));
    renderWithProviders(<ServiceCatalogsPage />);
    expect(await screen.findByText('No catalogs yet')).toBeInTheDocument();
    expect(screen.getByText('No Catalog Selected')).toBeInTheDocument();
    expect(screen.getByText('0 catalogs · 0 services')).toBeInTheDocument();
  });

  it("toasts 'Failed to load catalogs' when the list fails, shows it with a Retry, and Retry loads it", async () => {
    let failures = 1;
    const api = stubFetch(
      loadRoutes({
        'GET /api/catalogs': () =>
          failures-- > 0 ? { status: 500, body: { error: 'down' } } : { body: [plumbing, emergency] },
      }),
    );
    const { user } = renderWithProviders(<ServiceCatalogsPage />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load catalogs');
    expect(screen.getAllByText('Failed to load catalogs')).toHaveLength(2); // the toast too
    expect(screen.queryByText('No catalogs yet')).not.toBeInTheDocument();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: plumbing.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogs')).toHaveLength(2);
  });

  it('switches the selected catalog on click', async () => {
    stubFetch(loadRoutes());
    const { user } = await renderPage();
    await user.click(catalogButton(emergency.name));
    expect(await screen.findByRole('heading', { level: 2, name: emergency.name })).toBeInTheDocument();
    expect(catalogButton(emergency.name)).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ServiceCatalogsPage: new catalog', () => {
  it("asks for a name that is not blank: 'Please enter a catalog name'", async () => {
    const api = stubFetch(loadRoutes());
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: /New Catalog/ }));
    const dialog = await findDialog('New Catalog');
    await user.type(within(dialog).getByLabelText('Catalog Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Catalog' }));
    expect(await within(dialog).findByText('Please enter a catalog name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/catalogs')).toHaveLength(0);
  });

  it('creates a trimmed catalog, toasts, refreshes the list and selects the new catalog', async () => {
    const created = { ...emergency, id: 'cat-new', name: 'Drainage', description: 'Yards' };
    let catalogs = [plumbing, emergency];
    const api = stubFetch(
      loadRoutes({
        'GET /api/catalogs': () => ({ body: catalogs }),
        'POST /api/catalogs': () => {
          catalogs = [...catalogs, created];
          return { status: 201, body: created };
        },
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: /New Catalog/ }));
    const dialog = await findDialog('New Catalog');
    await user.type(within(dialog).getByLabelText('Catalog Name'), '  Drainage ');
    await user.type(within(dialog).getByLabelText('Description'), ' Yards ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Catalog' }));

    expect(await screen.findByText('Catalog created successfully')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/catalogs')[0]?.json()).toEqual({
      name: 'Drainage',
      description: 'Yards',
      tenantId: TENANT_ID,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Drainage' })).toBeInTheDocument();
    expect(screen.getByText('3 catalogs · 3 services')).toBeInTheDocument();
  });

  it("toasts 'Failed to create catalog' when the server refuses", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(loadRoutes({ 'POST /api/catalogs': { status: 500, body: { error: 'no' } } }));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: /New Catalog/ }));
    const dialog = await findDialog('New Catalog');
    await user.type(within(dialog).getByLabelText('Catalog Name'), 'Anything');
    await user.click(within(dialog).getByRole('button', { name: 'Create Catalog' }));
    expect(await screen.findByText('Failed to create catalog')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to create catalog', expect.anything());
  });
});

describe('ServiceCatalogsPage: selected catalog', () => {
  it('edits the catalog: the form is prefilled, saves the trimmed fields and shows the new name', async () => {
    const renamed = { ...plumbing, name: 'Home Plumbing', description: null };
    let catalogs = [plumbing, emergency];
    const api = stubFetch(
      loadRoutes({
        'GET /api/catalogs': () => ({ body: catalogs }),
        [`PUT /api/catalogs/${plumbing.id}`]: () => {
          catalogs = [renamed, emergency];
          return { body: renamed };
        },
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Catalog');
    const name = within(dialog).getByLabelText('Catalog Name');
    expect(name).toHaveValue(plumbing.name);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Everyday repairs');

    await user.clear(name);
    await user.type(name, ' Home Plumbing ');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Catalog updated successfully')).toBeInTheDocument();
    expect(await api.callsTo(`PUT /api/catalogs/${plumbing.id}`)[0]?.json()).toEqual({
      name: 'Home Plumbing',
      description: null,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Home Plumbing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the edit like a new catalog: a blank or too long name is refused before sending', async () => {
    const api = stubFetch(loadRoutes());
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Catalog');
    const name = within(dialog).getByLabelText('Catalog Name');

    await user.clear(name);
    await user.type(name, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please enter a catalog name')).toBeInTheDocument();

    await user.clear(name);
    await user.click(name);
    await user.paste('n'.repeat(201));
    expect(await within(dialog).findByText('Name can have at most 200 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(api.callsTo(`PUT /api/catalogs/${plumbing.id}`)).toHaveLength(0);
  });

  it("toasts 'Failed to update catalog' and keeps the dialog with what was typed", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(loadRoutes({ [`PUT /api/catalogs/${plumbing.id}`]: { status: 500, body: {} } }));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Catalog');
    await user.type(within(dialog).getByLabelText('Catalog Name'), ' Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update catalog')).toBeInTheDocument();
    expect(within(await findDialog('Edit Catalog')).getByLabelText('Catalog Name')).toHaveValue(
      `${plumbing.name} Plus`,
    );
    expect(logged).toHaveBeenCalledWith('Failed to update catalog', expect.anything());
  });

  it('deletes after a confirmation that warns about its services, then shows none selected', async () => {
    let catalogs = [plumbing, emergency];
    const api = stubFetch(
      loadRoutes({
        'GET /api/catalogs': () => ({ body: catalogs }),
        [`DELETE /api/catalogs/${plumbing.id}`]: () => {
          catalogs = [emergency];
          return { status: 204 };
        },
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete catalog?');
    expect(within(confirm).getByText(/services \(3\) will be deleted too/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Catalog deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/catalogs/${plumbing.id}`)).toHaveLength(1);
    expect(await screen.findByText('No Catalog Selected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 catalog · 0 services')).toBeInTheDocument());
  });

  it('keeps the catalog when the confirmation is cancelled', async () => {
    const api = stubFetch(loadRoutes());
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete catalog?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /api/catalogs/${plumbing.id}`)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: plumbing.name })).toBeInTheDocument();
  });

  it("toasts 'Failed to delete catalog' when the delete fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(loadRoutes({ [`DELETE /api/catalogs/${plumbing.id}`]: { status: 500, body: {} } }));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete catalog?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete catalog')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to delete catalog', expect.anything());
  });
});
