import path from 'node:path';
import { createFederatedConfig } from 'build-config';

export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  federationName: 'mfe_customers',
  port: 3002,
  title: 'QuoteDesk — Customer Pipeline',
  exposes: {
    './routes': './src/routes.tsx',
    './parcel': './src/parcel.tsx',
    './CustomerForm': './src/features/customers/exposed/customer-form.tsx',
    './ContactDialog': './src/features/customers/exposed/contact-dialog.tsx',
  },
});
