import { isSignedOutPath } from './shared/signed-out-paths';

// A page that needs a session starts its app's chunk (and the antd facade and shared-ui it brings) beside the
// bootstrap's, not after it: the same chunk the routes load (`loadSignedInRoutes`), downloaded once.
if (!isSignedOutPath(window.location.pathname)) void import('./app/signed-in-routes');
// So does the app's own chunk (React DOM and the pages), which the bootstrap renders with.
void import('./app/render-app');
// The async boundary lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap');
