import { Route, Routes } from 'react-router';
import { customerIdIn, pipelineFirstLists, quotesApi, type RoutePrefetch } from 'shared-api';
import { customersApi } from './features/customers/api/customers-api';
import { CustomerDetailPage } from './features/customers/components/customer-detail-page';
import { CustomerPipelinePage } from './features/customers/components/pipeline-page';
import { QuoteEditorPage } from './features/quotes/components/quote-editor-page';

/** The screens this remote serves under /customers (exposed to the shell as ./routes): pipeline, detail, quote editor. */
export default function CustomerPipelineRoutes() {
  return (
    <Routes>
      <Route index element={<CustomerPipelinePage />} />
      <Route path=":id" element={<CustomerDetailPage />} />
      <Route path=":id/quotes/:quoteId" element={<QuoteEditorPage />} />
    </Routes>
  );
}

/**
 * The pipeline's summary and its columns' first cards, or the opened customer, are requested while the
 * screen renders (into the cache).
 */
export const prefetch: RoutePrefetch = ({ dispatch, session, pathname }) => {
  const quoteId = pathname.match(/^\/customers\/[^/]+\/quotes\/([^/]+)\/?$/)?.[1];
  if (quoteId) {
    if (quoteId === 'new') return undefined;
    return dispatch(quotesApi.endpoints.getQuote.initiate(decodeURIComponent(quoteId), { subscribe: false }));
  }
  const id = customerIdIn(pathname);
  if (id) return dispatch(customersApi.endpoints.getCustomerById.initiate(id, { subscribe: false }));
  return Promise.all([
    dispatch(customersApi.endpoints.getCustomerSummary.initiate(session.tenantId, { subscribe: false })),
    ...pipelineFirstLists(session.tenantId).map((list) =>
      dispatch(customersApi.endpoints.getCustomerPages.initiate(list, { subscribe: false })),
    ),
  ]);
};
