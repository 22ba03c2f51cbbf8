import { Route, Routes } from 'react-router';
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
