import { API_KEY_SCOPE_OF } from './api-key-scopes';
import { API_KEY_SCOPES } from './constants';
import { ENDPOINTS } from './endpoints';
import { API_ROUTES, type EndpointName, routeOf } from './routes';

const names = Object.keys(API_ROUTES) as EndpointName[];

describe('the API key scope of each endpoint', () => {
  it('is declared for every endpoint of the contract, and only for those', () => {
    expect(Object.keys(API_KEY_SCOPE_OF).sort()).toEqual([...names].sort());
    for (const name of names) {
      const scope = API_KEY_SCOPE_OF[name];
      expect(scope === null || (API_KEY_SCOPES as readonly string[]).includes(scope)).toBe(true);
    }
  });

  it('never asks a write scope of a call that only reads (GET)', () => {
    const readsNeedingWrite = names.filter(
      (name) => routeOf(name).method === 'GET' && API_KEY_SCOPE_OF[name]?.endsWith(':write'),
    );
    expect(readsNeedingWrite).toEqual([]);
  });

  it('never asks a read scope of a call that changes something', () => {
    const writesWithReadScope = names.filter(
      (name) => routeOf(name).method !== 'GET' && API_KEY_SCOPE_OF[name]?.endsWith(':read'),
    );
    expect(writesWithReadScope).toEqual([]);
  });

  it('keeps keys away from public calls, the super admin, and the keys themselves', () => {
    const open = names.filter(
      (name) =>
        ['public', 'superAdmin', 'enrolment'].includes(ENDPOINTS[name].access) &&
        API_KEY_SCOPE_OF[name] !== null &&
        name !== 'receiveInboundMessage',
    );
    expect(open).toEqual([]);
    expect([
      API_KEY_SCOPE_OF.createApiKey,
      API_KEY_SCOPE_OF.listApiKeys,
      API_KEY_SCOPE_OF.revokeApiKey,
    ]).toEqual([null, null, null]);
  });

  it('is used by some endpoint for each scope', () => {
    const used = new Set(Object.values(API_KEY_SCOPE_OF));
    expect(API_KEY_SCOPES.filter((scope) => !used.has(scope))).toEqual([]);
  });
});
