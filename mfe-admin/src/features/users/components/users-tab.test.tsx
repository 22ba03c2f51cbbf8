import { act, screen, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { findDialog, openOptions, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import {
  ACME_ID,
  acmeUsers,
  adminRoutes,
  ownerSession,
  superSession,
} from '../../../shared/testing/fixtures';
import { UsersTab } from './users-tab';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('UsersTab as a tenant admin', () => {
  it('lists users by name without a Tenant column, and adds a user with the email-failed toast', async () => {
    const created = { user: { ...acmeUsers[0], id: 'u-new', name: 'Nina New' }, emailSent: false };
    const api = stubFetch(adminRoutes(ownerSession, { 'POST /api/users': { status: 201, body: created } }));
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    await screen.findByText('Steve Staff');
    expect(rowNames()).toEqual(['Olivia Owner', 'Steve Staff']);
    expect(new URL(api.callsTo('GET /api/users')[0]?.url ?? '').searchParams.get('tenantId')).toBe(ACME_ID);
    expect(screen.queryByRole('columnheader', { name: /Tenant/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add User/ }));
    const dialog = await findDialog('Add User');
    expect(within(dialog).queryByLabelText('Tenant')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Nina New');
    await user.type(within(dialog).getByLabelText('Email'), 'nina@acme.test');
    await user.click(within(dialog).getByLabelText('Role'));
    expect(openOptions()).toEqual(['Tenant Admin', 'User']);
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User created, but email failed to send')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/users')[0]?.json()).toEqual({
      name: 'Nina New',
      email: 'nina@acme.test',
      role: 'USER',
      tenantId: ACME_ID,
    });
  });

  it('opens the view on double-click, edits from there, and deletes after the confirmation', async () => {
    const api = stubFetch(
      adminRoutes(ownerSession, {
        'PUT /api/users/u-staff': { body: acmeUsers[0] },
        'DELETE /api/users/u-staff': { status: 204 },
      }),
    );
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    await user.dblClick(await screen.findByText('Steve Staff'));
    const view = await findDialog('User Details');
    expect(within(view).getByText('staff@acme.test')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit User');
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Steve Stone');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(await api.callsTo('PUT /api/users/u-staff')[0]?.json()).toEqual({
      name: 'Steve Stone',
      email: 'staff@acme.test',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Steve Staff' }));
    expect(await screen.findByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/users/u-staff')).toHaveLength(1);
  });

  it("toasts 'Failed to load users' when the list fails, with a Retry in the table that loads it", async () => {
    let failures = 1;
    stubFetch(
      adminRoutes(ownerSession, {
        'GET /api/users': () => (failures-- > 0 ? { status: 500, body: {} } : { body: acmeUsers }),
      }),
    );
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load users');
    expect(screen.getAllByText('Failed to load users')).toHaveLength(2); // the toast too
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(acmeUsers[0]?.email ?? '')).toBeInTheDocument();
  });
});

describe('UsersTab as a super admin', () => {
  it('shows the Tenant column and field, and offers only Tenant Admin', async () => {
    const api = stubFetch(adminRoutes(superSession));
    const { user } = renderWithProviders(<UsersTab session={superSession} />);
    await screen.findByText('Sam Carter');
    expect(screen.getByRole('columnheader', { name: /Tenant/ })).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/users')[0]?.url ?? '').searchParams.has('tenantId')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Add User/ }));
    const dialog = await findDialog('Add User');
    await user.click(within(dialog).getByLabelText('Role'));
    expect(openOptions()).toEqual(['Tenant Admin']);
    await user.click(within(dialog).getByLabelText('Tenant'));
    expect(openOptions()).toEqual(['Acme Plumbing', 'QuoteDesk HQ']);
  });
});
