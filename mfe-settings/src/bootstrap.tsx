import { renderStandalone } from 'shared-ui/remote-host';
import Screens from './routes';

// Only the remote's own index.html runs this (standalone dev mode); the shell loads ./routes directly.
renderStandalone(Screens, '/user-settings');
