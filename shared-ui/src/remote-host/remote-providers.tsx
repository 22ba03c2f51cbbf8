import App from 'antd/es/app';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore, ThemeMode } from 'shared-api';
import { PRESETS, type ThemePreset } from '../theme';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { Toaster } from '../toaster';

export interface RemoteHostProps {
  store: AppStore;
  basename?: string;
  mode?: ThemeMode;
  preset?: ThemePreset;
}

/**
 * The providers the shell gives a remote (store, router, theme, toasts), for a remote that runs outside the
 * shell: in its standalone dev mode or as a single-spa parcel in another host.
 */
export function RemoteProviders({
  store,
  basename,
  mode = 'system',
  preset = PRESETS.default,
  children,
}: RemoteHostProps & { children: ReactNode }) {
  return (
    <Provider store={store}>
      <BrowserRouter basename={basename}>
        <AppThemeProvider mode={mode} preset={preset}>
          <App>{children}</App>
          <Toaster mode={mode} />
        </AppThemeProvider>
      </BrowserRouter>
    </Provider>
  );
}
