import { describeParcelContract } from 'shared-ui/test-support';
import * as parcel from './parcel';

describeParcelContract({ remote: 'mfe-admin', parcel, mountPath: '/admin', heading: 'Admin Panel' });
