import { createRemoteParcel } from 'shared-ui/remote-host';
import Screens from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(Screens);
