import { App } from 'antd';
import { Route, Routes } from 'react-router';
import { REMOTE_PAGES } from 'shared-api';
import { AntdTheme } from 'shared-ui';
import { RequireRole } from '../features/auth/components/require-role';
import { SessionGate } from '../features/auth/components/session-gate';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteScreen } from '../features/remotes/components/remote-screen';
import { SupportBanner } from '../features/support-view/components/support-banner';
import { TenantSwitcher } from '../features/support-view/components/tenant-switcher';

/**
 * Every path that needs a session (admin pages an admin role), in the app layout, antd's theme and antd's `App`
 * (the context of `App.useApp()`, the shell's and the remotes'). Its own chunk, with the rest of antd and shared-ui
 * it brings: the sign-in page never downloads the signed-in app.
 */
export default function SignedInRoutes() {
  return (
    <AntdTheme>
      <App>
        <Routes>
          <Route element={<SessionGate />}>
            <Route element={<AppLayout banner={<SupportBanner />} sidebarExtra={<TenantSwitcher />} />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              {REMOTE_PAGES.map(({ path, remote, module, roles }) => {
                const screen = <RemoteScreen remote={remote} module={module} />;
                return (
                  <Route
                    key={path}
                    path={path}
                    element={roles ? <RequireRole roles={roles}>{screen}</RequireRole> : screen}
                  />
                );
              })}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </App>
    </AntdTheme>
  );
}
