import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery } from '../base-query';
import { restoreFetch, stubFetch } from '../test-support/fetch-stub';
import type { ApiRequest } from './endpoint-request';
import { columnList, customerListRequest, firstRequestsFor, requestUrl } from './first-requests';

const TENANT = '6f0c7a52-1d1e-4a8e-9a53-0c7f3f1b2d11';

const queryApi: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: jest.fn(),
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
};

/** The path and query the page's own request goes to (what a preload must name to be taken). */
async function requestedUrl(args: ApiRequest): Promise<string> {
  const api = stubFetch();
  await baseQuery(args, queryApi, {});
  const url = new URL(api.requests[0]?.url ?? '');
  return `${url.pathname}${url.search}`;
}

afterEach(restoreFetch);

describe('firstRequestsFor', () => {
  it("names the pipeline's totals and each column's first page on /customers", () => {
    expect(firstRequestsFor('/customers', TENANT).map(requestUrl)).toEqual([
      `/api/customers/summary?tenantId=${TENANT}`,
      `/api/customers?tenantId=${TENANT}&limit=20&status=LEAD%2CPROSPECT%2CINACTIVE%2CLOST`,
      `/api/customers?tenantId=${TENANT}&limit=20&status=CONTACTED`,
      `/api/customers?tenantId=${TENANT}&limit=20&status=QUOTED`,
      `/api/customers?tenantId=${TENANT}&limit=20&status=ACTIVE`,
    ]);
  });

  it('names the opened customer, the inbox first page and the catalogs', () => {
    expect(firstRequestsFor('/customers/c%2042', TENANT).map(requestUrl)).toEqual(['/api/customers/c%2042']);
    expect(firstRequestsFor('/messages', TENANT).map(requestUrl)).toEqual([
      `/api/messages?tenantId=${TENANT}&source=all&status=ALL&search=&limit=50`,
    ]);
    expect(firstRequestsFor('/catalogs', TENANT).map(requestUrl)).toEqual([
      `/api/catalogs?tenantId=${TENANT}`,
    ]);
  });

  it('names nothing for pages whose first data it cannot know', () => {
    for (const path of ['/dashboard', '/admin', '/user-settings', '/login', '/customers/1/more']) {
      expect(firstRequestsFor(path, TENANT)).toEqual([]);
    }
  });
});

describe('requestUrl', () => {
  it('is the URL the base query really requests, so a preload of it is taken', async () => {
    const requests = [
      ...firstRequestsFor('/customers', TENANT),
      ...firstRequestsFor('/messages', TENANT),
      customerListRequest({ ...columnList(TENANT, 'prospects', 'o’brien & co'), sort: 'revenue' }, 'abc=='),
      { url: '/api/messages?x=1', method: 'GET', params: { y: 2, z: undefined } },
    ];
    for (const args of requests) {
      expect(requestUrl(args)).toBe(await requestedUrl(args));
    }
  });
});
