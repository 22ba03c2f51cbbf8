import { describeParcelContract } from 'shared-ui/test-support';
import * as parcel from './parcel';

describeParcelContract({
  remote: 'mfe-settings',
  parcel,
  mountPath: '/user-settings',
  heading: 'User Settings',
  // The index screen loads the signed-in user; a parcel test needs no real one.
  routes: { 'GET /api/users/me': { status: 401, body: { error: 'Not signed in' } } },
});
