import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router';
import { makeStore } from 'shared-api';
import { RemoteProviders } from './remote-providers';

/**
 * A remote's standalone dev mode (`npm run dev -w mfe-x`): its screens mounted at the same path and in the same
 * providers as in the shell. API calls go through the dev server's /api proxy; sign in on the main app first.
 */
export function renderStandalone(Screens: ComponentType, mountPath: string): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <RemoteProviders store={makeStore()}>
      <Routes>
        <Route path={`${mountPath}/*`} element={<Screens />} />
        <Route path="*" element={<Navigate to={mountPath} replace />} />
      </Routes>
    </RemoteProviders>,
  );
}
