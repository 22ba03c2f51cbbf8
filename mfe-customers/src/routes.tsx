import { Route, Routes } from 'react-router';
import { CustomerPipelinePage } from './features/pipeline/components/pipeline-page';

/** The screens this remote serves under /customers (exposed to the shell as ./routes). */
export default function CustomerPipelineRoutes() {
  return (
    <Routes>
      <Route index element={<CustomerPipelinePage />} />
    </Routes>
  );
}
