/**
 * The two read-only Gmail REST calls the import needs (users.messages.list and users.messages.get with
 * format=raw) — GET requests only, so the mailbox is never changed. Rate limits (429) and passing server
 * errors are retried with back-off; an access token Gmail refuses (401) is refreshed once.
 */
export interface AccessTokens {
  current(): Promise<string>;
  /** A fresh token after `rejected` was refused; concurrent callers share one refresh. */
  renew(rejected: string): Promise<string>;
}

export interface GmailApiOptions {
  baseUrl: string;
  tokens: AccessTokens;
  /** First back-off delay; doubles per attempt unless Gmail sends Retry-After. */
  backoffMs?: number;
  maxAttempts?: number;
}

export interface GmailListPage {
  ids: string[];
  nextPageToken: string | null;
}

export interface GmailRawMessage {
  id: string;
  raw: Buffer;
  internalDate: Date | null;
}

export class GmailApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GmailApiError';
  }
}

const RETRIABLE = new Set([429, 500, 502, 503, 504]);
const MAX_BACKOFF_MS = 30_000;
/** A call that hangs is abandoned and retried like a network failure. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Access tokens from a refresh token; a refresh is shared by every request that saw the old token refused. */
export function refreshingTokens(refresh: () => Promise<string>): AccessTokens {
  let token: Promise<string> | undefined;
  return {
    current: () => {
      token ??= refresh();
      return token;
    },
    renew: async (rejected) => {
      const current = await token;
      if (current === rejected || current === undefined) token = refresh();
      return token as Promise<string>;
    },
  };
}

export class GmailApi {
  private readonly backoffMs: number;
  private readonly maxAttempts: number;

  constructor(private readonly options: GmailApiOptions) {
    this.backoffMs = options.backoffMs ?? 500;
    this.maxAttempts = options.maxAttempts ?? 5;
  }

  async listPage(query: string, pageToken: string | null, pageSize = 500): Promise<GmailListPage> {
    const params = new URLSearchParams({ q: query, maxResults: String(pageSize) });
    if (pageToken) params.set('pageToken', pageToken);
    const body = (await this.get(`/gmail/v1/users/me/messages?${params}`)) as {
      messages?: { id: string }[];
      nextPageToken?: string;
    };
    return { ids: (body.messages ?? []).map((m) => m.id), nextPageToken: body.nextPageToken ?? null };
  }

  async getRaw(id: string): Promise<GmailRawMessage> {
    const body = (await this.get(`/gmail/v1/users/me/messages/${encodeURIComponent(id)}?format=raw`)) as {
      id: string;
      raw?: string;
      internalDate?: string;
    };
    if (!body.raw) throw new GmailApiError(502, `Gmail sent message ${id} without its raw content`);
    const epochMs = Number(body.internalDate);
    return {
      id: body.id,
      raw: Buffer.from(body.raw, 'base64url'),
      internalDate: Number.isFinite(epochMs) && epochMs > 0 ? new Date(epochMs) : null,
    };
  }

  private async get(path: string): Promise<unknown> {
    let token = await this.options.tokens.current();
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${this.options.baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        if (attempt >= this.maxAttempts) {
          throw new GmailApiError(503, `Gmail could not be reached: ${(error as Error).message}`);
        }
        await delay(this.backoff(attempt, null));
        continue;
      }
      if (response.ok) return response.json();
      await response.body?.cancel();
      if (response.status === 401 && !renewed) {
        renewed = true;
        token = await this.options.tokens.renew(token);
        continue;
      }
      // A rate limit passes with time; a server error that persists is reported sooner.
      const attempts = response.status === 429 ? this.maxAttempts : Math.min(3, this.maxAttempts);
      if (RETRIABLE.has(response.status) && attempt < attempts) {
        await delay(this.backoff(attempt, response.headers.get('retry-after')));
        continue;
      }
      throw new GmailApiError(response.status, `Gmail answered ${response.status} for ${path.split('?')[0]}`);
    }
  }

  private backoff(attempt: number, retryAfter: string | null): number {
    const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_BACKOFF_MS);
    // Exponential with jitter, so parallel requests that were limited together do not return together.
    return Math.min(this.backoffMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2), MAX_BACKOFF_MS);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
