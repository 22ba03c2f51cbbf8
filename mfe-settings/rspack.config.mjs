import path from 'node:path';
import { createFederatedConfig } from 'build-config';

export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  federationName: 'mfe_settings',
  port: 3005,
  title: 'QuoteDesk — User Settings',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
    './tenant-settings-routes': './src/tenant-settings-routes.tsx',
    './TenantSettings': './src/features/tenant-settings/components/tenant-settings.tsx',
  },
});
