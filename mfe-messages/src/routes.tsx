import { Route, Routes } from 'react-router';
import type { RoutePrefetch } from 'shared-api';
import { prefetchFirstPage } from './features/inbox/api/first-page-prefetch';
import { MessagesPage } from './features/inbox/components/inbox-page';

/** The screens this remote serves under /messages (exposed to the shell as ./routes). */
export default function MessagesRoutes() {
  return (
    <Routes>
      <Route index element={<MessagesPage />} />
    </Routes>
  );
}

/** The inbox's first page is requested while the screen renders. */
export const prefetch: RoutePrefetch = ({ dispatch, session }) => {
  prefetchFirstPage(dispatch, session.tenantId);
  return undefined;
};
