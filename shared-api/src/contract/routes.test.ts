import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, API_VERSION, fillPath, routeOf } from './routes';

describe('the API routes', () => {
  it('are versioned with the shared-api package remotes declare their range of', () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));
    expect(API_VERSION).toBe(manifest.version);
  });

  it('each name one method and one path, and no two calls share both', () => {
    const routes = Object.values(API_ROUTES);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/[\w/:.-]+$/);
  });

  it('fill path parameters encoded, and name a missing one', () => {
    expect(fillPath(routeOf('updateUser').path, { id: 'a/b c' })).toBe('/api/users/a%2Fb%20c');
    expect(() => fillPath(routeOf('updateUser').path, {})).toThrow("Missing path parameter 'id'");
  });
});
