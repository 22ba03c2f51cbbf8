import { describeParcelContract } from 'shared-ui/test-support';
import * as parcel from './parcel';

describeParcelContract({
  remote: 'mfe-customers',
  parcel,
  mountPath: '/customers',
  heading: 'Customer Pipeline',
});
