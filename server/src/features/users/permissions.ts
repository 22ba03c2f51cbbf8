import type { Role, User } from 'shared-api/contract';
import type { AuthContext } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';

/**
 * Who may do what to which user (docs/product-rules.md#managing-users). Routes admit only admins and scope
 * tenants before these run; these add the rules about roles and one's own account.
 */

/** A super admin assigns only TENANT_ADMIN; a tenant admin TENANT_ADMIN or USER; nobody else any. */
export function assignableRoles(actor: Role): Role[] {
  if (actor === 'SUPER_ADMIN') return ['TENANT_ADMIN'];
  if (actor === 'TENANT_ADMIN') return ['TENANT_ADMIN', 'USER'];
  return [];
}

function assertAssignable(actor: AuthContext, role: Role): void {
  if (!assignableRoles(actor.role).includes(role)) {
    throw forbidden(`You may not assign the ${role} role`);
  }
}

export function assertMayManage(actor: AuthContext, target: User): void {
  if (target.role === 'SUPER_ADMIN' && actor.role !== 'SUPER_ADMIN') {
    throw forbidden('Only a super admin may change a super admin');
  }
}

export function assertMayCreate(actor: AuthContext, role: Role): void {
  assertAssignable(actor, role);
}

export function assertMayUpdate(actor: AuthContext, target: User, role: Role | undefined): void {
  assertMayManage(actor, target);
  if (role === undefined || role === target.role) return;
  if (target.id === actor.userId) throw forbidden('You cannot change your own role');
  assertAssignable(actor, role);
}

/** Invitation and reset links open the account: only those who may change the user may hand them out. */
export function assertMaySendLinks(actor: AuthContext, target: User): void {
  assertMayManage(actor, target);
}

export function assertMayDelete(actor: AuthContext, target: User): void {
  if (target.id === actor.userId) throw forbidden('You cannot delete your own account');
  assertMayManage(actor, target);
}
