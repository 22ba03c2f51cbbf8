import { Route, Routes } from 'react-router';
import { TenantSettingsPage } from './features/tenant-settings/components/tenant-settings-page';

/** The screen this remote serves under /tenant-settings (exposed to the shell as ./tenant-settings-routes). */
export default function TenantSettingsRoutes() {
  return (
    <Routes>
      <Route index element={<TenantSettingsPage />} />
    </Routes>
  );
}
