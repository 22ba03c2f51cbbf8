import { describeParcelContract } from 'shared-ui/test-support';
import * as parcel from './parcel';

describeParcelContract({
  remote: 'mfe-settings',
  parcel,
  mountPath: '/user-settings',
  heading: 'User Settings',
});
