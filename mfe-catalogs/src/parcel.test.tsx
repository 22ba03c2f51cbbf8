import { describeParcelContract } from 'shared-ui/test-support';
import { loadRoutes } from './features/catalogs/testing/fixtures';
import * as parcel from './parcel';

describeParcelContract({
  remote: 'mfe-catalogs',
  parcel,
  mountPath: '/catalogs',
  heading: 'Service Catalogs',
  routes: loadRoutes(),
});
