import { Route, Routes } from 'react-router';
import type { RoutePrefetch } from 'shared-api';
import { catalogsApi } from './features/catalogs/api/catalogs-api';
import { ServiceCatalogsPage } from './features/catalogs/components/catalogs-page';

/** The screens this remote serves under /catalogs (exposed to the shell as ./routes). */
export default function ServiceCatalogsRoutes() {
  return (
    <Routes>
      <Route index element={<ServiceCatalogsPage />} />
    </Routes>
  );
}

/** The tenant's catalogs are requested while the screen renders (into the cache the page reads). */
export const prefetch: RoutePrefetch = ({ dispatch, session }) => {
  dispatch(catalogsApi.endpoints.getCatalogs.initiate(session.tenantId, { subscribe: false }));
};
