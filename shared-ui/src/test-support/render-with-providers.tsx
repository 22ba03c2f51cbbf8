import { type queries, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { type AppStore, makeStore, type ThemeMode } from 'shared-api';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { Toaster } from '../toaster/toaster';

export interface RenderWithProvidersOptions {
  /** The path the memory router starts at. */
  route?: string;
  store?: AppStore;
  mode?: ThemeMode;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  user: UserEvent;
}

const NO_MOTION = { token: { motion: false } };

function Providers({
  store,
  route,
  mode,
  children,
}: Required<RenderWithProvidersOptions> & { children: ReactNode }) {
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppThemeProvider mode={mode}>
          {/* No animations in tests: dialogs and dropdowns open and close at once. */}
          <ConfigProvider theme={NO_MOTION}>
            <App>{children}</App>
          </ConfigProvider>
          <Toaster mode={mode} />
        </AppThemeProvider>
      </MemoryRouter>
    </Provider>
  );
}

/**
 * Renders `ui` inside the providers the shell gives every screen: the redux store, a memory router at `route`,
 * the app theme and the toast outlet (so toasts can be asserted on). `rerender` keeps the providers.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = makeStore(), mode = 'light' }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers store={store} route={route} mode={mode}>
      {children}
    </Providers>
  );
  // No delay between simulated keystrokes: typing a form field is one task, not one per character.
  const user = userEvent.setup({ delay: null });
  // The explicit query type: without `queries` in the options, inference would widen them to the base type.
  return { ...render<typeof queries>(ui, { wrapper }), store, user };
}
