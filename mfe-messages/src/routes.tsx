import { Route, Routes } from 'react-router';
import { MessagesPage } from './features/inbox/components/inbox-page';

/** The screens this remote serves under /messages (exposed to the shell as ./routes). */
export default function MessagesRoutes() {
  return (
    <Routes>
      <Route index element={<MessagesPage />} />
    </Routes>
  );
}
