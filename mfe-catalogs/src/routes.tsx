import { Route, Routes } from 'react-router';
import { ServiceCatalogsPage } from './features/catalogs/components/catalogs-page';

/** The screens this remote serves under /catalogs (exposed to the shell as ./routes). */
export default function ServiceCatalogsRoutes() {
  return (
    <Routes>
      <Route index element={<ServiceCatalogsPage />} />
    </Routes>
  );
}
