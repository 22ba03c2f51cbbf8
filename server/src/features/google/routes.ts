import { isGoogleConfigured } from '../../config';
import type { ZodPlugin } from '../../plugins/validation';
import { lazySecretBox } from '../../shared/secret-box';
import { gmailRoutes } from './gmail-routes';
import { GoogleClient } from './google-client';
import { googleSignInRoutes } from './sign-in-routes';

/** Sign in with Google (OpenID Connect) and the read-only Gmail import, connect, disconnect and delete. */
export const googleRoutes: ZodPlugin = async (app) => {
  const google = new GoogleClient(app.config);
  const secretBox = lazySecretBox(app.config);
  // With Google configured the key is needed: load (or generate) it at start, so a bad key file fails early.
  if (isGoogleConfigured(app.config)) await secretBox();
  await app.register(googleSignInRoutes(google, secretBox));
  await app.register(gmailRoutes(google, secretBox));
};
