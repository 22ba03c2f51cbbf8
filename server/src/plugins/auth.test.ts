import type { FastifyRequest } from 'fastify';
import type { Role } from 'shared-api/contract';
import { resolveTenantId } from './auth';
import { HttpError } from './errors';

const OWN = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const requestAs = (role: Role) =>
  ({ auth: { userId: 'u', tenantId: OWN, role, sessionId: 's' } }) as unknown as FastifyRequest;

describe('resolveTenantId', () => {
  it.each<Role>(['USER', 'TENANT_ADMIN', 'SUPER_ADMIN'])(
    'gives a %s their own tenant when none is named',
    (role) => {
      expect(resolveTenantId(requestAs(role))).toBe(OWN);
      expect(resolveTenantId(requestAs(role), '')).toBe(OWN);
      expect(resolveTenantId(requestAs(role), OWN)).toBe(OWN);
    },
  );

  it.each<Role>(['USER', 'TENANT_ADMIN'])('refuses another tenant to a %s with 403', (role) => {
    expect(() => resolveTenantId(requestAs(role), OTHER)).toThrow(
      new HttpError(403, 'Access to this tenant is not allowed'),
    );
  });

  it('lets a SUPER_ADMIN act on any tenant', () => {
    expect(resolveTenantId(requestAs('SUPER_ADMIN'), OTHER)).toBe(OTHER);
  });
});
