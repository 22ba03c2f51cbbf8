import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ApiKeyScope,
  apiKeyScopeOf,
  type Role,
  type SessionStage,
  type SignInMethod,
} from 'shared-api/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { type ActiveApiKey, bearerOf, findActiveApiKey, looksLikeApiKey } from '../shared/api-keys';
import { forbidden, HttpError, unauthorized } from './errors';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie';
import { extendSession, findSession, type StoredSession } from './session-store';

/** Who is calling: always taken from the session, never from the request. */
export interface AuthContext {
  userId: string;
  userName: string;
  userEmail: string;
  tenantId: string;
  tenantName: string;
  role: Role;
  sessionId: string;
  /** Always `active` past `requireSession`; `enrolment` only on the enrolment calls. */
  stage: SessionStage;
  /** How this session's sign-in began. */
  signInMethod: SignInMethod;
  /** The user's own tenant; `tenantId` differs from it only while a super admin views another as support. */
  homeTenantId: string;
  /** A super admin acting in `tenantId` through the support view (docs/product-rules.md#support-view). */
  actingAsSupport: boolean;
  /**
   * Set when the call is made with an API key instead of a session (docs/api-integrations.md). It then acts
   * in the key's tenant as its admin would, on the endpoints its scopes allow only; `userId` is null at run
   * time (no person made the call: every endpoint a key may call stores its user in a nullable column),
   * `userEmail` is `api-key:<name>` for the audit log, `sessionId` is `api-key:<id>` for the rate limit.
   */
  apiKey?: { id: string; name: string; scopes: ApiKeyScope[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; routes without it must not read this. */
    auth: AuthContext;
  }
  interface FastifyInstance {
    /**
     * Route hook that admits only signed-in callers and sets `request.auth`. Attach it as `onRequest`
     * so an anonymous call gets its 401 before any body parsing or validation.
     */
    requireSession: onRequestAsyncHookHandler;
    /** Like `requireSession`, but also admits a sign-in enrolling the second factor its tenant requires. */
    requireEnrolment: onRequestAsyncHookHandler;
  }
}

/** Sliding expiry writes at most once a minute per session, not on every request. */
const EXTEND_AFTER_MS = 60_000;

export const authentication = fp<{ db: Database; config: Config }>(
  async (app, { db, config }) => {
    app.decorateRequest('auth', null as unknown as AuthContext);

    const admit =
      (stages: readonly SessionStage[]) => async (request: FastifyRequest, reply: FastifyReply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (isApiKeyCall(request)) {
          const key = await findActiveApiKey(db, bearerOf(request.headers.authorization) as string);
          if (!key) throw invalidApiKey();
          request.auth = apiKeyContext(key);
          requireScope(request, key);
          return;
        }
        const session = token ? await findSession(db, token) : null;
        if (!token || !session || !stages.includes(session.stage)) throw unauthorized();
        request.auth = authContext(session);
        if (session.stage !== 'active') return;
        const age = config.sessionTtlMs - (session.expiresAt.getTime() - Date.now());
        if (age > EXTEND_AFTER_MS) {
          const expiresAt = await extendSession(db, session.sessionId, config.sessionTtlMs);
          setSessionCookie(reply, token, expiresAt, config.cookieSecure);
        }
      };
    app.decorate('requireSession', admit(['active']));
    app.decorate('requireEnrolment', admit(['active', 'enrolment']));
  },
  { name: 'authentication', dependencies: ['@fastify/cookie'] },
);

/**
 * A call made with an API key rather than a session: no session cookie, and `Authorization: Bearer qd_…`.
 * The XSRF check does not apply to it (no cookie to forge with); with a session cookie, the session decides.
 */
export function isApiKeyCall(request: FastifyRequest): boolean {
  if (request.cookies[SESSION_COOKIE]) return false;
  const bearer = bearerOf(request.headers.authorization);
  return bearer !== null && looksLikeApiKey(bearer);
}

export const invalidApiKey = () =>
  new HttpError(401, 'Invalid or revoked API key', { 'WWW-Authenticate': 'Bearer realm="api"' });

export const NOT_WITH_API_KEY = 'Not available with an API key';
export const missingScope = (scope: ApiKeyScope) => `This API key does not have the ${scope} scope`;

/** Refuses a key the endpoint's declared scope (the contract's API_KEY_SCOPE_OF) is not among. */
export function requireScope(request: FastifyRequest, key: Pick<ActiveApiKey, 'scopes'>): void {
  const name = request.routeOptions.config.endpoint;
  const scope = name ? apiKeyScopeOf(name) : null;
  if (!scope) throw forbidden(NOT_WITH_API_KEY);
  if (!key.scopes.includes(scope)) throw forbidden(missingScope(scope));
}

/** A key's caller: its tenant's admin for the routes' own role checks, within its scopes (checked first). */
function apiKeyContext(key: ActiveApiKey): AuthContext {
  return {
    userId: null as unknown as string,
    userName: key.name,
    userEmail: `api-key:${key.name}`,
    tenantId: key.tenantId,
    tenantName: key.tenantName,
    role: 'TENANT_ADMIN',
    sessionId: `api-key:${key.id}`,
    stage: 'active',
    signInMethod: 'password',
    homeTenantId: key.tenantId,
    actingAsSupport: false,
    apiKey: { id: key.id, name: key.name, scopes: key.scopes },
  };
}

/** The session's caller, acting in the tenant they view as support when there is one. */
function authContext({ expiresAt: _expiresAt, viewing, ...session }: StoredSession): AuthContext {
  const homeTenantId = session.tenantId;
  if (!viewing) return { ...session, homeTenantId, actingAsSupport: false };
  return { ...session, ...viewing, homeTenantId, actingAsSupport: true };
}

/** A hook (after `requireSession`) that admits only the given roles. */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(request.auth.role)) throw forbidden('You do not have permission to do this');
  };
}

/**
 * The tenant a request acts on: the session's own when none is named; a named one only if it is the
 * session's or the caller is SUPER_ADMIN. Every tenant-scoped route goes through here.
 */
export function resolveTenantId(request: FastifyRequest, requested?: string | null): string {
  const { tenantId, role, actingAsSupport } = request.auth;
  if (!requested || requested === tenantId) return tenantId;
  // While viewing a tenant as support, the session decides the tenant: no call reaches past it.
  if (actingAsSupport) throw forbidden(VIEWING_ANOTHER_TENANT);
  if (role === 'SUPER_ADMIN') return requested;
  throw forbidden('Access to this tenant is not allowed');
}

const VIEWING_ANOTHER_TENANT = 'You are viewing another tenant: switch to this one first';

/** A super admin who names no tenant acts across all of them, unless viewing one as support. */
export const actsOnEveryTenant = (request: FastifyRequest) =>
  request.auth.role === 'SUPER_ADMIN' && !request.auth.actingAsSupport;

/**
 * The tenant whose rows a request may touch by id: the session's own (or the one viewed as support), or any
 * tenant for a SUPER_ADMIN (null means no tenant filter). A row of another tenant is then simply not found (404).
 */
export function tenantScope(request: FastifyRequest): string | null {
  return actsOnEveryTenant(request) ? null : request.auth.tenantId;
}
