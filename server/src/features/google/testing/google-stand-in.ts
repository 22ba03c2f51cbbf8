import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { GMAIL_READONLY_SCOPE } from '../scopes';

/**
 * Google's stand-in for tests: a real OpenID Connect provider (oidc-provider) on loopback, with a one-field
 * sign-in page (any email is a Google account here) and automatic consent. It issues refresh tokens only when
 * the Gmail scope was granted, as Google does for `access_type=offline`, and supports token revocation.
 */
export interface GoogleStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider itself, e.g. to look tokens up (`provider.AccessToken.find`). */
  provider: Provider;
  /** Emails the stand-in reports as unverified (Google accounts whose address was never confirmed). */
  unverifiedEmails: Set<string>;
  /** Registers the app's callback addresses (re-creating the provider); needed before the first sign-in. */
  setRedirectUris(uris: string[]): void;
  close(): Promise<void>;
}

export interface GoogleStandInOptions {
  /** The app's callback addresses, when known already; else call `setRedirectUris` once they are. */
  redirectUris?: string[];
  clientId?: string;
  clientSecret?: string;
  port?: number;
}

/** Starts listening first, so a caller may learn the issuer before it knows the app's callback address. */
export async function startGoogleStandIn(options: GoogleStandInOptions = {}): Promise<GoogleStandIn> {
  const clientId = options.clientId ?? 'quotedesk-test-client';
  const clientSecret = options.clientSecret ?? 'quotedesk-test-secret';
  const unverifiedEmails = new Set<string>();
  let provider: Provider | undefined;

  const server = createServer((request, response) => {
    if (!provider) {
      response.writeHead(503).end('The stand-in has no client yet');
      return;
    }
    void handle(provider, request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const setRedirectUris = (redirectUris: string[]) => {
    provider = createProvider({ issuer, clientId, clientSecret, redirectUris, unverifiedEmails });
  };
  if (options.redirectUris) setRedirectUris(options.redirectUris);

  return {
    issuer,
    clientId,
    clientSecret,
    get provider() {
      if (!provider) throw new Error('Call setRedirectUris first');
      return provider;
    },
    unverifiedEmails,
    setRedirectUris,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function createProvider({
  issuer,
  clientId,
  clientSecret,
  redirectUris,
  unverifiedEmails,
}: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  unverifiedEmails: Set<string>;
}): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: ['google-stand-in-cookie-key'] },
    scopes: ['openid', 'email', 'profile', GMAIL_READONLY_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the email claims in the ID token itself.
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 86_400,
      Grant: 86_400,
      Interaction: 600,
      Session: 3600,
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only the tokens issued to it.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has(GMAIL_READONLY_SCOPE),
    expiresWithSession: async () => false,
    // Google keeps a refresh token valid across refreshes instead of rotating it.
    rotateRefreshToken: false,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub,
        email_verified: !unverifiedEmails.has(sub),
        name: sub.split('@')[0],
      }),
    }),
  });
  return provider;
}

async function handle(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(request.url?.split('?')[0] ?? '');
  if (!match) {
    provider.callback()(request, response);
    return;
  }
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'consent') {
    // Automatic consent: grant everything the app asked for.
    const grant = new provider.Grant({
      accountId: details.session?.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
    return;
  }
  if (request.method === 'POST' && match[2]) {
    const email = new URLSearchParams(await readBody(request)).get('email')?.trim().toLowerCase();
    if (email) {
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: email } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(signInPage(details.uid));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const signInPage = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Google stand-in: sign in</title></head>
<body><main><h1>Sign in with your Google account</h1>
<form method="post" action="/interaction/${uid}/login">
<label>Email <input type="email" name="email" required autofocus></label>
<button type="submit">Continue</button>
</form></main></body></html>
`;
