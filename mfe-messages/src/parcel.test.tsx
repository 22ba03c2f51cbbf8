import { describeParcelContract } from 'shared-ui/test-support';
import * as parcel from './parcel';

describeParcelContract({ remote: 'mfe-messages', parcel, mountPath: '/messages', heading: 'Messages' });
