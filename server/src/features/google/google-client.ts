import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { GMAIL_READONLY_SCOPE, SIGN_IN_SCOPE } from './scopes';

/** Values that tie a callback to the sign-in that started it; kept in a sealed cookie in between. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Gmail read access was asked for. */
  gmail: boolean;
  /** Set when a signed-in user connects Gmail: the token goes to this user, whatever Google account is used. */
  userId: string | null;
  expiresAt: number;
}

export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
  /** Present when Gmail read access was granted with offline access. */
  gmailRefreshToken: string | null;
}

/** How long a started sign-in may take at Google before its callback is refused. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

export type GoogleSettings = Pick<Config, 'googleIssuer' | 'googleClientId' | 'googleClientSecret'>;

/** openid-client refuses plain http; only a loopback issuer (a local stand-in) may use it. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Google as an OpenID Connect provider (authorization code + PKCE + state + nonce) and as the OAuth server that
 * turns a stored refresh token into Gmail access tokens. Discovery runs once, on first use, and again after a
 * failure.
 */
export class GoogleClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: GoogleSettings) {}

  private discover(): Promise<oidc.Configuration> {
    const { googleIssuer, googleClientId, googleClientSecret } = this.settings;
    if (!googleClientId || !googleClientSecret) throw new Error('Google sign-in is not configured');
    const issuer = new URL(googleIssuer);
    this.configuration ??= oidc.discovery(
      issuer,
      googleClientId,
      undefined,
      oidc.ClientSecretPost(googleClientSecret),
      isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    this.configuration.catch(() => {
      this.configuration = undefined;
    });
    return this.configuration;
  }

  async start(
    redirectUri: string,
    { gmail, userId }: { gmail: boolean; userId: string | null },
  ): Promise<{ url: URL; pending: PendingSignIn }> {
    const configuration = await this.discover();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      gmail,
      userId,
      expiresAt: Date.now() + PENDING_SIGN_IN_MS,
    };
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: gmail ? `${SIGN_IN_SCOPE} ${GMAIL_READONLY_SCOPE}` : SIGN_IN_SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    };
    if (gmail) {
      // A refresh token (offline access), asked afresh so Google hands one out again after a disconnect.
      parameters.access_type = 'offline';
      parameters.prompt = 'consent';
    }
    return { url: oidc.buildAuthorizationUrl(configuration, parameters), pending };
  }

  /** Checks state, PKCE, nonce and the ID token, then reads who signed in. Throws on any mismatch. */
  async finish(callbackUrl: URL, redirectUri: string, pending: PendingSignIn): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      callbackUrl,
      {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri },
    );
    const claims = tokens.claims();
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email) throw new Error('The ID token carries no email');
    const granted = (tokens.scope ?? '').split(' ').includes(GMAIL_READONLY_SCOPE);
    return {
      email,
      emailVerified: claims?.email_verified === true,
      gmailRefreshToken: granted && tokens.refresh_token ? tokens.refresh_token : null,
    };
  }

  async accessToken(refreshToken: string): Promise<string> {
    const tokens = await oidc.refreshTokenGrant(await this.discover(), refreshToken);
    return tokens.access_token;
  }

  async revoke(refreshToken: string): Promise<void> {
    await oidc.tokenRevocation(await this.discover(), refreshToken, { token_type_hint: 'refresh_token' });
  }
}

/** Google answered that the refresh token is no longer valid (revoked by the user, or expired). */
export function isRevokedGrant(error: unknown): boolean {
  return error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant';
}
