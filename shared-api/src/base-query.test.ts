import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, errorMessage, readCookie } from './base-query';
import { setApiBaseUrl } from './runtime-config';
import { sessionEnded } from './session-expiry';
import { stubFetch } from './test-support/fetch-stub';

// The slice of the RTK Query api object fetchBaseQuery reads.
function queryApi(type: 'query' | 'mutation' = 'query', endpoint = 'test'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: jest.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint,
    type,
  };
}

// The XSRF cookie is what the server sets and the base query reads through document.cookie; jsdom has no Cookie Store API.
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: sets up the cookie the code under test reads
  document.cookie = value;
}

function clearCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: removes the cookie the code under test reads
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

afterEach(() => {
  clearCookie('XSRF-TOKEN');
  clearCookie('other');
  setApiBaseUrl(undefined);
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    setCookie('other=1');
    setCookie('XSRF-TOKEN=a%2Fb%3Dc');
    expect(readCookie('XSRF-TOKEN')).toBe('a/b=c');
  });

  it('is undefined when the cookie is missing', () => {
    setCookie('other=1');
    expect(readCookie('XSRF-TOKEN')).toBeUndefined();
  });
});

describe('baseQuery', () => {
  it('sends cookies with every request and returns the parsed answer', async () => {
    const api = stubFetch({ 'GET /api/users/me': { body: { id: 'u1' } } });
    const result = await baseQuery('/api/users/me', queryApi(), {});
    expect(result).toEqual(expect.objectContaining({ data: { id: 'u1' } }));
    const [request] = api.requests;
    expect(request?.credentials).toBe('include');
  });

  it('prefixes the call with the runtime API host', async () => {
    setApiBaseUrl('https://api.quotedesk.test');
    const api = stubFetch({ 'GET /api/session/current': { body: {} } });
    await baseQuery({ url: '/api/session/current' }, queryApi(), {});
    expect(api.requests.map((request) => request.url)).toEqual([
      'https://api.quotedesk.test/api/session/current',
    ]);
  });

  it('calls the same origin when no API host is configured', async () => {
    const api = stubFetch({ 'GET /api/session/current': { body: {} } });
    await baseQuery('/api/session/current', queryApi(), {});
    expect(api.requests[0]?.url).toBe(`${window.location.origin}/api/session/current`);
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on a mutation, without fetching a new one', async () => {
    setCookie('XSRF-TOKEN=token-123');
    const api = stubFetch({ 'POST /api/auth/logout': { status: 204 } });
    await baseQuery({ url: '/api/auth/logout', method: 'POST' }, queryApi('mutation'), {});
    expect(api.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/auth/logout',
    ]);
    expect(api.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('fetches /api/auth/csrf first when a mutation finds no XSRF cookie', async () => {
    const api = stubFetch({
      'GET /api/auth/csrf': () => {
        setCookie('XSRF-TOKEN=fresh-token'); // what the server's Set-Cookie does in a browser
        return { status: 204 };
      },
      'PATCH /api/users/me/theme': { status: 204 },
    });
    await baseQuery(
      { url: '/api/users/me/theme', method: 'PATCH', body: { themeMode: 'dark' } },
      queryApi('mutation'),
      {},
    );
    const [csrf, patch] = api.requests;
    expect(csrf?.method).toBe('GET');
    expect(csrf?.url).toBe(`${window.location.origin}/api/auth/csrf`);
    expect(csrf?.credentials).toBe('include');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.headers.get('X-XSRF-TOKEN')).toBe('fresh-token');
    expect(await patch?.json()).toEqual({ themeMode: 'dark' });
  });

  it('fetches the XSRF cookie from the configured API host', async () => {
    setApiBaseUrl('https://api.quotedesk.test');
    const api = stubFetch({ 'POST /api/auth/login': { body: {} } });
    await baseQuery({ url: '/api/auth/login', method: 'POST', body: {} }, queryApi('mutation'), {});
    expect(api.requests.map((request) => request.url)).toEqual([
      'https://api.quotedesk.test/api/auth/csrf',
      'https://api.quotedesk.test/api/auth/login',
    ]);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('does not fetch an XSRF cookie for a safe %s call', async (method) => {
    const api = stubFetch({ [`${method} /api/quotes`]: { status: 204 } });
    await baseQuery({ url: '/api/quotes', method }, queryApi(), {});
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.method).toBe(method);
    expect(api.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('treats a lower-case method as the mutation it is', async () => {
    const api = stubFetch({ 'DELETE /api/catalogs/1': { status: 204 } });
    await baseQuery({ url: '/api/catalogs/1', method: 'delete' }, queryApi('mutation'), {});
    expect(api.callsTo('GET /api/auth/csrf')).toHaveLength(1);
  });

  it('returns a failed status with the server body as the error', async () => {
    stubFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    setCookie('XSRF-TOKEN=t');
    const result = await baseQuery({ url: '/api/auth/login', method: 'POST', body: {} }, queryApi(), {});
    expect(result.error).toEqual({ status: 401, data: { error: 'Invalid email or password' } });
  });
  it('records that the session ended when a call is refused with 401', async () => {
    stubFetch({ 'GET /api/customers': { status: 401, body: { error: 'Not signed in' } } });
    const api = queryApi('query', 'listCustomers');
    await baseQuery('/api/customers', api, {});
    expect(api.dispatch).toHaveBeenCalledWith(sessionEnded());
  });

  it('leaves a 401 of the sign-in itself (wrong credentials) to the sign-in page', async () => {
    setCookie('XSRF-TOKEN=token-123');
    stubFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const api = queryApi('mutation', 'login');
    await baseQuery({ url: '/api/auth/login', method: 'POST', body: {} }, api, {});
    expect(api.dispatch).not.toHaveBeenCalled();
  });

  it.each([403, 404, 500])('does not end the session on a %s', async (status) => {
    stubFetch({ 'GET /api/customers': { status, body: {} } });
    const api = queryApi('query', 'listCustomers');
    await baseQuery('/api/customers', api, {});
    expect(api.dispatch).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("prefers the server's error field", () => {
    expect(errorMessage({ status: 400, data: { error: 'Email already in use' } }, 'Error saving user')).toBe(
      'Email already in use',
    );
  });

  it.each([
    ['a body without an error field', { status: 500, data: { message: 'boom' } }],
    ['an empty error field', { status: 400, data: { error: '' } }],
    ['a non-text error field', { status: 400, data: { error: { code: 1 } } }],
    ['a text body', { status: 502, data: 'Bad Gateway' }],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a thrown Error', new Error('boom')],
    ['nothing', undefined],
  ])('falls back to the given text for %s', (_case, error) => {
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });
});
