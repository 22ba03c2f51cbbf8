import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import {
  findDialog,
  openOptions,
  renderWithProviders,
  type StubReply,
  stubFetch,
} from 'shared-ui/test-support';
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
  it('lists users by name without a Tenant column, and adds a user with the email-failed toast and the link to copy', async () => {
    const link = 'https://app.test/set-password?token=abc';
    const newUser = {
      ...acmeUsers[0],
      id: 'u-new',
      name: 'Nina New',
      email: 'nina@acme.test',
      passwordSet: false,
    };
    const created = { user: newUser, emailSent: false, link };
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
    const shared = await findDialog('Invitation link');
    expect(within(shared).getByText(link)).toBeInTheDocument();
    expect(
      within(shared).getByText(/No email went out\. Send this link to Nina New \(nina@acme\.test\)/),
    ).toBeInTheDocument();
    expect(within(shared).getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
    await user.click(within(shared).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invitation link' })).not.toBeInTheDocument(),
    );
  });

  it('resends the invitation of a user without a password, showing the new link when no mail goes out', async () => {
    const pending = {
      ...acmeUsers[0],
      id: 'u-pending',
      name: 'Pat Pending',
      email: 'pat@acme.test',
      passwordSet: false,
    };
    const link = 'https://app.test/set-password?token=again';
    const api = stubFetch(
      adminRoutes(ownerSession, {
        'GET /api/users': { body: [...acmeUsers, pending] },
        'POST /api/users/u-pending/invitation': { body: { emailSent: false, link } },
      }),
    );
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    await user.dblClick(await screen.findByText('Pat Pending'));
    const view = await findDialog('User Details');
    expect(within(view).getByText('Invited: no password set yet')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: /Resend invitation/ }));
    const shared = await findDialog('Invitation link');
    expect(within(shared).getByText(link)).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/u-pending/invitation')).toHaveLength(1);
  });

  it('says when the new invitation was mailed, and shows the reason when resending fails', async () => {
    const pending = {
      ...acmeUsers[0],
      id: 'u-pending',
      name: 'Pat Pending',
      email: 'pat@acme.test',
      passwordSet: false,
    };
    let answer: StubReply = { body: { emailSent: true, link: null } };
    stubFetch(
      adminRoutes(ownerSession, {
        'GET /api/users': { body: [pending] },
        'POST /api/users/u-pending/invitation': () => answer,
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    await user.dblClick(await screen.findByText('Pat Pending'));
    const view = await findDialog('User Details');
    await user.click(within(view).getByRole('button', { name: /Resend invitation/ }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('A new invitation was sent to pat@acme.test.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Invitation link' })).not.toBeInTheDocument();

    answer = {
      status: 409,
      body: { error: 'This user has already set a password. Make a reset link instead.' },
    };
    await user.click(within(view).getByRole('button', { name: /Resend invitation/ }));
    expect(await screen.findByText('Failed to resend invitation')).toBeInTheDocument();
    expect(
      screen.getByText('This user has already set a password. Make a reset link instead.'),
    ).toBeInTheDocument();
  });

  it('makes a reset link for an active user, who has no Resend invitation', async () => {
    const link = 'https://app.test/reset-password?token=r1';
    stubFetch(
      adminRoutes(ownerSession, {
        'POST /api/users/u-staff/password-reset-link': { status: 201, body: { link } },
      }),
    );
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    await user.dblClick(await screen.findByText('Steve Staff'));
    const view = await findDialog('User Details');
    expect(within(view).getByText('Active')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: /Make reset link/ }));
    const shared = await findDialog('Password reset link');
    expect(within(shared).getByText(link)).toBeInTheDocument();
    expect(
      within(shared).getByText(/within 60 minutes, and signs them out everywhere else/),
    ).toBeInTheDocument();
  });

  it('shows the new invitation link when the email of an invited user is corrected', async () => {
    const pending = {
      ...acmeUsers[0],
      id: 'u-pending',
      name: 'Pat Pending',
      email: 'pat@acme.cmo',
      passwordSet: false,
    };
    const link = 'https://app.test/set-password?token=fixed';
    stubFetch(
      adminRoutes(ownerSession, {
        'GET /api/users': { body: [pending] },
        'PUT /api/users/u-pending': {
          body: { ...pending, email: 'pat@acme.test', invitation: { emailSent: false, link } },
        },
      }),
    );
    const { user } = renderWithProviders(<UsersTab session={ownerSession} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pat Pending' }));
    const edit = await findDialog('Edit User');
    await user.clear(within(edit).getByLabelText('Email'));
    await user.type(within(edit).getByLabelText('Email'), 'pat@acme.test');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(within(await findDialog('Invitation link')).getByText(link)).toBeInTheDocument();
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

  it("manages only the viewed tenant's users while viewing it as support, as its admin does", async () => {
    const viewing = {
      ...superSession,
      tenantId: ACME_ID,
      tenantName: 'Acme Plumbing',
      viewingAsSupport: true,
    };
    const api = stubFetch(adminRoutes(viewing, { 'GET /api/users': { body: [] } }));
    const { user } = renderWithProviders(<UsersTab session={viewing} />);
    await waitFor(() => expect(api.callsTo('GET /api/users')).toHaveLength(1));
    expect(new URL(api.callsTo('GET /api/users')[0]?.url ?? '').searchParams.get('tenantId')).toBe(ACME_ID);
    expect(screen.queryByRole('columnheader', { name: /Tenant/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add User/ }));
    const dialog = await findDialog('Add User');
    expect(within(dialog).queryByLabelText('Tenant')).not.toBeInTheDocument();
  });
});
