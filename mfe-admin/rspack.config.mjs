import path from 'node:path';
import { createFederatedConfig } from 'build-config';

export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  federationName: 'mfe_admin',
  port: 3004,
  title: 'QuoteDesk — Admin Panel',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
  },
});
