import path from 'node:path';
import { createFederatedConfig } from 'build-config';

export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  federationName: 'mfe_messages',
  port: 3001,
  title: 'QuoteDesk — Messages',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
  },
});
