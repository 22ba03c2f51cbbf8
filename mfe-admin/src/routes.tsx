import { Route, Routes } from 'react-router';
import { AdminPanelPage } from './app/admin-panel/components/admin-panel-page';

/** The screens this remote serves under /admin (exposed to the shell as ./routes). */
export default function AdminPanelRoutes() {
  return (
    <Routes>
      <Route index element={<AdminPanelPage />} />
    </Routes>
  );
}
