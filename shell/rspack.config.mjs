import path from 'node:path';
import { createFederatedConfig } from 'build-config';

// The shell is built with no remote URLs: it registers them at start from /remotes.json.
export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  federationName: 'shell',
  port: 3000,
  publicPath: '/',
  title: 'QuoteDesk',
});
