import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { INBOX_PATH } from 'shared-api/contract';
import { useDismissFirstPaint } from 'shared-ui/first-paint';
import { LoginPage } from '../features/auth/components/login-page';
import { LoadingScreen } from '../shared/loading-screen';

/** The signed-in app and the other signed-out pages load when opened; the sign-in page is in the first script. */
let signedInRoutes: ComponentType | undefined;
export const loadSignedInRoutes = () =>
  import('./signed-in-routes').then((module) => {
    signedInRoutes = module.default;
    return module;
  });
const LazySignedInRoutes = lazy(loadSignedInRoutes);

/** Rendered at once when start-up has already loaded it (no loading screen between), else when it comes. */
function SignedInRoutes() {
  const [Routes] = useState(() => signedInRoutes ?? LazySignedInRoutes);
  return <Routes />;
}
/** A signed-out page drawn with antd's components: it loads when opened, with antd's theme around it. */
function antdPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Page, { AntdTheme }] = await Promise.all([load(), import('shared-ui')]);
    return {
      default: (props: Props) => (
        <AntdTheme>
          <Page {...props} />
        </AntdTheme>
      ),
    };
  });
}
const SetPasswordPage = antdPage(() =>
  import('../features/set-password/components/set-password-page').then((module) => module.SetPasswordPage),
);
const ForgotPasswordPage = antdPage(() =>
  import('../features/forgot-password/components/forgot-password-page').then(
    (module) => module.ForgotPasswordPage,
  ),
);

/** '/' → /login; sign-in pages are public; every other path needs a session, admin pages an admin role. */
export function AppRoutes() {
  // The inbox removes the server's rows when it draws its own; any other screen (the sign-in page after a
  // refused session, a redirect) at once.
  useDismissFirstPaint(useLocation().pathname !== INBOX_PATH);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
        <Route path="/reset-password" element={<SetPasswordPage purpose="reset" />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}
