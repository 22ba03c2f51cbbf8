import { Route, Routes } from 'react-router';
import { customerIdIn, pipelineFirstLists, type RoutePrefetch } from 'shared-api';
import { customersApi } from './features/customers/api/customers-api';
import { CustomerDetailPage } from './features/customers/components/customer-detail-page';
import { CustomerPipelinePage } from './features/customers/components/pipeline-page';

/** The screens this remote serves under /customers (exposed to the shell as ./routes). */
export default function CustomerPipelineRoutes() {
  return (
    <Routes>
      <Route index element={<CustomerPipelinePage />} />
      <Route path=":id" element={<CustomerDetailPage />} />
    </Routes>
  );
}

/**
 * The pipeline's summary and its columns' first cards, or the opened customer, are requested while the
 * screen renders (into the cache).
 */
export const prefetch: RoutePrefetch = ({ dispatch, session, pathname }) => {
  const id = customerIdIn(pathname);
  if (id) {
    dispatch(customersApi.endpoints.getCustomerById.initiate(id, { subscribe: false }));
    return;
  }
  dispatch(customersApi.endpoints.getCustomerSummary.initiate(session.tenantId, { subscribe: false }));
  for (const list of pipelineFirstLists(session.tenantId)) {
    dispatch(customersApi.endpoints.getCustomerPages.initiate(list, { subscribe: false }));
  }
};
