/** The slice of oidc-provider's API the Google stand-in uses (the package ships no types; none installed). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientLike {
    grantTypeAllowed(type: string): boolean;
  }
  interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }
  interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface TokenLookup {
    find(value: string): Promise<{ scope?: string; destroy(): Promise<void> } | undefined>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
        issueRefreshToken?: (
          ctx: unknown,
          client: ClientLike,
          code: { scopes: Set<string> },
        ) => Promise<boolean>;
        expiresWithSession?: (ctx: unknown, code: unknown) => Promise<boolean>;
        findAccount?: (
          ctx: unknown,
          sub: string,
        ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> }>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: {
      accountId?: string;
      clientId: string;
    }) => GrantInstance;
    AccessToken: TokenLookup;
    RefreshToken: TokenLookup;
  }
}
