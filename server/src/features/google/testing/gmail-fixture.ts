import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Gmail REST API (users.messages.list and users.messages.get) over real RFC 822
 * messages. It records every call, so a test can prove the product never made a modifying one, and can
 * misbehave on demand: rate limits (429), tokens that expire until refreshed (401), messages that fail (500),
 * and a fixed latency per call.
 */
export interface FixtureMessage {
  id: string;
  raw: Buffer;
  internalDate: Date;
  /** Defaults to INBOX. */
  labelIds?: string[];
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface GmailFixtureOptions {
  messages?: FixtureMessage[];
  latencyMs?: number;
  /** Whether an access token is valid (default: any non-empty token). */
  authorize?: (token: string) => boolean | Promise<boolean>;
  /** Most ids per list page, whatever `maxResults` asks (Gmail's own cap is 500). */
  maxPageSize?: number;
  port?: number;
}

export interface GmailFixture {
  url: string;
  calls: RecordedCall[];
  messages: FixtureMessage[];
  /** The next `count` calls answer 429 with `Retry-After: 0`. */
  rateLimitNext(count?: number): void;
  /** After `calls` more calls, every token seen so far is refused with 401 until a new one is used. */
  expireTokensAfter(calls: number): void;
  /** Most ids per list page from now on. */
  setMaxPageSize(size: number): void;
  /** `messages.get` of this id answers 500 until `heal()`. */
  failMessage(id: string): void;
  heal(): void;
  close(): Promise<void>;
}

const LIST = /^\/gmail\/v1\/users\/me\/messages$/;
const GET = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/;
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;

export async function startGmailFixture(options: GmailFixtureOptions = {}): Promise<GmailFixture> {
  const messages = [...(options.messages ?? [])];
  const calls: RecordedCall[] = [];
  const authorize = options.authorize ?? ((token: string) => token.length > 0);
  const seenTokens = new Set<string>();
  const expiredTokens = new Set<string>();
  const failing = new Set<string>();
  let rateLimited = 0;
  let expireAt: number | null = null;
  let maxPageSize = options.maxPageSize ?? MAX_PAGE_SIZE;

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<number> => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
      return status;
    };
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (expireAt !== null && calls.length >= expireAt) {
      for (const token of seenTokens) expiredTokens.add(token);
      expireAt = null;
    }
    if (request.method !== 'GET') return send(405, gmailError(405, 'This stand-in is read-only'));
    if (rateLimited > 0) {
      rateLimited -= 1;
      return send(429, gmailError(429, 'User-rate limit exceeded'), { 'retry-after': '0' });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!token || expiredTokens.has(token) || !(await authorize(token))) {
      return send(401, gmailError(401, 'Invalid Credentials'));
    }
    seenTokens.add(token);

    if (LIST.test(url.pathname)) {
      const matches = filterByQuery(messages, url.searchParams.get('q') ?? '');
      if (!matches) return send(400, gmailError(400, 'Invalid query'));
      const size = Math.min(Number(url.searchParams.get('maxResults')) || DEFAULT_PAGE_SIZE, maxPageSize);
      const offset = Number(url.searchParams.get('pageToken') ?? 0);
      const page = matches.slice(offset, offset + size);
      const next = offset + size < matches.length ? String(offset + size) : undefined;
      return send(200, {
        messages: page.map((m) => ({ id: m.id, threadId: `t-${m.id}` })),
        ...(next ? { nextPageToken: next } : {}),
        resultSizeEstimate: matches.length,
      });
    }
    const id = GET.exec(url.pathname)?.[1];
    if (id) {
      const message = messages.find((m) => m.id === decodeURIComponent(id));
      if (!message) return send(404, gmailError(404, 'Requested entity was not found.'));
      if (failing.has(message.id)) return send(500, gmailError(500, 'Backend Error'));
      const format = url.searchParams.get('format') ?? 'full';
      return send(200, {
        id: message.id,
        threadId: `t-${message.id}`,
        labelIds: message.labelIds ?? ['INBOX'],
        internalDate: String(message.internalDate.getTime()),
        sizeEstimate: message.raw.length,
        ...(format === 'raw' ? { raw: message.raw.toString('base64url') } : {}),
      });
    }
    return send(404, gmailError(404, 'Not found'));
  };

  const server = createServer((request, response) => {
    const call: RecordedCall = {
      method: request.method ?? 'GET',
      path: (request.url ?? '/').split('?')[0] ?? '/',
      query: Object.fromEntries(new URL(request.url ?? '/', 'http://fixture').searchParams),
      status: 0,
    };
    calls.push(call);
    answer(request, response).then(
      (status) => {
        call.status = status;
      },
      (error: Error) => {
        call.status = 500;
        response.writeHead(500).end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    messages,
    rateLimitNext: (count = 1) => {
      rateLimited += count;
    },
    expireTokensAfter: (count) => {
      expireAt = calls.length + count;
    },
    setMaxPageSize: (size) => {
      maxPageSize = size;
    },
    failMessage: (id) => failing.add(id),
    heal: () => failing.clear(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function gmailError(code: number, message: string) {
  return { error: { code, message, status: code === 429 ? 'RESOURCE_EXHAUSTED' : 'ERROR' } };
}

/** Newest first, filtered by the Gmail search terms the import uses (`in:inbox`, `newer_than:Nd`). */
function filterByQuery(messages: FixtureMessage[], query: string): FixtureMessage[] | null {
  let matches = [...messages].sort((a, b) => b.internalDate.getTime() - a.internalDate.getTime());
  for (const term of query.split(/\s+/).filter(Boolean)) {
    const newer = /^newer_than:(\d+)d$/.exec(term);
    if (term === 'in:inbox') matches = matches.filter((m) => (m.labelIds ?? ['INBOX']).includes('INBOX'));
    else if (newer) {
      const since = Date.now() - Number(newer[1]) * 86_400_000;
      matches = matches.filter((m) => m.internalDate.getTime() > since);
    } else return null;
  }
  return matches;
}
