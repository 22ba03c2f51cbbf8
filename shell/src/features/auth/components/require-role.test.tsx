import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { makeStore, type Role } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { aSession, seedSession } from '../../../test-support/session-fixtures';
import { RequireRole } from './require-role';

const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'TENANT_ADMIN'];

async function renderAdminRoute(role: Role) {
  const store = makeStore();
  await seedSession(store, aSession({ role }));
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
      <Route
        path="/admin"
        element={
          <RequireRole roles={ADMINS}>
            <p>Admin screen</p>
          </RequireRole>
        }
      />
    </Routes>,
    { route: '/admin', store },
  );
}

beforeEach(() => {
  stubFetch();
});

describe('RequireRole', () => {
  it('sends a USER to /dashboard', async () => {
    await renderAdminRoute('USER');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it.each<Role>(['TENANT_ADMIN', 'SUPER_ADMIN'])('lets a %s through', async (role) => {
    await renderAdminRoute(role);
    expect(screen.getByText('Admin screen')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
  });

  it('sends the user to /dashboard when no session is known', () => {
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard screen</p>} />
        <Route
          path="/admin"
          element={
            <RequireRole roles={ADMINS}>
              <p>Admin screen</p>
            </RequireRole>
          }
        />
      </Routes>,
      { route: '/admin' },
    );
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });
});
