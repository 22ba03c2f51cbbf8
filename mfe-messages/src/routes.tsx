import { Route, Routes } from 'react-router';
import type { RoutePrefetch } from 'shared-api';
import { prefetchFirstPage } from './features/inbox/api/first-page-prefetch';
import { MessagesPage } from './features/inbox/components/inbox-page';

/**
 * The screens this remote serves under /messages (exposed to the shell as ./routes): the inbox, and the inbox
 * with a message open at /messages/<id>. One page element for both, so its filters and list stay as they were
 * while a message is open. The layout route has the path '/' (not none) so that links relative to the page
 * resolve against /messages, whichever message is open.
 */
export default function MessagesRoutes() {
  return (
    <Routes>
      <Route path="/" element={<MessagesPage />}>
        <Route index element={null} />
        <Route path=":messageId" element={null} />
      </Route>
    </Routes>
  );
}

/** The inbox's first page is requested while the screen renders. */
export const prefetch: RoutePrefetch = ({ dispatch, session }) => {
  prefetchFirstPage(dispatch, session.tenantId);
  return undefined;
};
