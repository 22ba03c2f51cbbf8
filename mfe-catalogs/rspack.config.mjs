import path from 'node:path';
import { createFederatedConfig } from 'build-config';

export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  federationName: 'mfe_catalogs',
  port: 3003,
  title: 'QuoteDesk — Service Catalogs',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
  },
});
