/**
 * A tiny fake of the HTTP API for unit tests: `globalThis.fetch` becomes a jest.fn that answers by
 * "METHOD /path" (the query string is ignored for routing) with a JSON `Response`.
 *
 *   const api = stubFetch({ 'GET /api/session/current': { body: session }, 'POST /api/auth/login': { status: 401, body: { error: 'Nope' } } });
 *   afterEach(restoreFetch);
 *
 * A handler may be a function of the request (for per-call answers or to hold an answer back with a promise).
 * Unrouted calls answer 404. Every call is recorded as a `Request` (`api.requests`, `api.callsTo('POST /x')`).
 *
 * jest-fixed-jsdom's `Request` is Node's, which rejects relative URLs ('/api/...') that a browser resolves
 * against the page; while stubbed, `Request` resolves them against `location.href` like a browser does.
 */
export interface StubReply {
  status?: number;
  body?: unknown;
}

export type StubHandler = StubReply | ((request: Request) => StubReply | Promise<StubReply>);

export interface FetchStub {
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** Every request made, in order. */
  requests: Request[];
  /** The requests to one route, e.g. `callsTo('POST /api/messages/import/gmail')`. */
  callsTo: (route: string) => Request[];
}

const originalFetch = globalThis.fetch;
const OriginalRequest = globalThis.Request;

class PageRelativeRequest extends OriginalRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

export function routeOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

export function jsonResponse(body: unknown, status = 200): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function stubFetch(routes: Record<string, StubHandler> = {}): FetchStub {
  const requests: Request[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof OriginalRequest && !init ? input : new PageRelativeRequest(input, init);
    requests.push(request.clone());
    const route = routeOf(request);
    const handler = routes[route];
    if (!handler) return jsonResponse({ error: `No stub for ${route}` }, 404);
    const { status = 200, body } = typeof handler === 'function' ? await handler(request) : handler;
    return jsonResponse(body, status);
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  globalThis.Request = PageRelativeRequest;
  return { fetch, requests, callsTo: (route) => requests.filter((request) => routeOf(request) === route) };
}

export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
  globalThis.Request = OriginalRequest;
}

/** A promise with its resolve handle, to hold an answer back while a test looks at the pending state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
