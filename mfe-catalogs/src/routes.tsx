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

/**
 * The tenant's catalogs, then the services of the first (the one the page selects), are requested while the
 * screen renders, into the cache the page reads: no catalogs → services waterfall after the first render.
 */
export const prefetch: RoutePrefetch = ({ dispatch, session }) =>
  dispatch(catalogsApi.endpoints.getCatalogs.initiate(session.tenantId, { subscribe: false }))
    .unwrap()
    .then(([first]) =>
      first
        ? dispatch(catalogsApi.endpoints.getServices.initiate(first.id, { subscribe: false }))
        : undefined,
    )
    .catch(() => {});
