import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { selectSigningOut } from 'shared-api';
import { toast } from 'shared-ui';
import { findDialog, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID, anExport, ownerSession, superSession } from '../../../shared/testing/fixtures';
import { CompanyDataTab } from './company-data-tab';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const deleteRoute = `DELETE /api/tenants/${ACME_ID}`;

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function renderTab(session = ownerSession) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin"
        element={
          <>
            <CompanyDataTab session={session} />
            <Where />
          </>
        }
      />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { route: '/admin?tab=company-data' },
  );
}

async function openDeletion(user: ReturnType<typeof renderTab>['user'], name = 'Acme Plumbing') {
  await user.click(screen.getByRole('button', { name: 'Delete this company' }));
  const dialog = await findDialog(`Delete ${name}?`);
  return { dialog, confirm: within(dialog).getByRole('button', { name: 'Delete this company' }) };
}

describe('CompanyDataTab', () => {
  it("shows the company's exports beside the danger zone", async () => {
    stubFetch({ [`GET /api/tenants/${ACME_ID}/data-exports`]: { body: [anExport('e1')] } });
    renderTab();
    expect(await screen.findByRole('link', { name: /^Download/ })).toBeInTheDocument();
    expect(screen.getByText('Danger zone')).toBeInTheDocument();
  });

  it('deletes the company only once its name is typed exactly, then signs out to the sign-in page', async () => {
    localStorage.setItem('session', '{}');
    const api = stubFetch({
      [`GET /api/tenants/${ACME_ID}/data-exports`]: { body: [] },
      [deleteRoute]: { status: 204 },
    });
    const { user, store } = renderTab();
    const { dialog, confirm } = await openDeletion(user);
    const name = within(dialog).getByRole('textbox');

    expect(confirm).toBeDisabled();
    await user.type(name, 'acme plumbing');
    expect(confirm).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Acme Plumbing');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(await api.callsTo(deleteRoute)[0]?.json()).toEqual({ confirmation: 'Acme Plumbing' });
    expect(selectSigningOut(store.getState())).toBe(true);
    expect(localStorage.getItem('session')).toBeNull();
    expect(screen.getByText('Acme Plumbing was deleted')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal, and Cancel deletes nothing", async () => {
    const api = stubFetch({
      [`GET /api/tenants/${ACME_ID}/data-exports`]: { body: [] },
      [deleteRoute]: { status: 400, body: { error: 'The confirmation does not match' } },
    });
    const { user } = renderTab();
    const { dialog, confirm } = await openDeletion(user);
    await user.type(within(dialog).getByRole('textbox'), 'Acme Plumbing');
    await user.click(confirm);
    expect(await screen.findByText('The confirmation does not match')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(deleteRoute)).toHaveLength(1);
  });

  it('takes a super admin who deleted the tenant they viewed as support back to the list of tenants', async () => {
    const viewing = {
      ...superSession,
      tenantId: ACME_ID,
      tenantName: 'Acme Plumbing',
      viewingAsSupport: true,
    };
    stubFetch({
      [`GET /api/tenants/${ACME_ID}/data-exports`]: { body: [] },
      [deleteRoute]: { status: 204 },
    });
    const { user, store } = renderTab(viewing);
    const { dialog, confirm } = await openDeletion(user);
    await user.type(within(dialog).getByRole('textbox'), 'Acme Plumbing');
    await user.click(confirm);
    expect(await screen.findByText('Acme Plumbing was deleted')).toBeInTheDocument();
    expect(selectSigningOut(store.getState())).toBe(false);
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
    expect(await screen.findByText('At /admin?tab=tenants')).toBeInTheDocument();
  });
});
