import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from 'shared-api';
import { ThemeRoot } from '../features/theme/theme-root';
import { AppRoutes } from './app-routes';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <ThemeRoot>
          <AppRoutes />
        </ThemeRoot>
      </BrowserRouter>
    </Provider>
  );
}
