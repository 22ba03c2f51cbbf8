import type { FastifyRequest } from 'fastify';

/**
 * The tenant whose rows a request may touch by id: the session's own, or any tenant for a SUPER_ADMIN
 * (null means no tenant filter). A row of another tenant is then simply not found (404).
 */
export function tenantScope(request: FastifyRequest): string | null {
  return request.auth.role === 'SUPER_ADMIN' ? null : request.auth.tenantId;
}
