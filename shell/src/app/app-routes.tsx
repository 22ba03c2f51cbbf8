import { Navigate, Route, Routes } from 'react-router';
import { REMOTE_PAGES } from 'shared-api';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireRole } from '../features/auth/components/require-role';
import { SessionGate } from '../features/auth/components/session-gate';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { ForgotPasswordPage } from '../features/forgot-password/components/forgot-password-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteScreen } from '../features/remotes/components/remote-screen';
import { SetPasswordPage } from '../features/set-password/components/set-password-page';
import { SupportBanner } from '../features/support-view/components/support-banner';
import { TenantSwitcher } from '../features/support-view/components/tenant-switcher';

/** '/' → /login; sign-in pages are public; every other path needs a session, admin pages an admin role. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/set-password" element={<SetPasswordPage />} />
      <Route path="/reset-password" element={<SetPasswordPage purpose="reset" />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
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
  );
}
