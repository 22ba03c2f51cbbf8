import type { CurrentSession, Role } from 'shared-api';

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  TENANT_ADMIN: 'Tenant Admin',
  USER: 'User',
};

/** A super admin may assign only TENANT_ADMIN; other admins TENANT_ADMIN or USER (the server checks too). */
export function assignableRoles(actor: Role): Role[] {
  return actor === 'SUPER_ADMIN' ? ['TENANT_ADMIN'] : ['TENANT_ADMIN', 'USER'];
}

export interface RoleOption {
  value: Role;
  label: string;
  disabled?: boolean;
}

/**
 * The role choices of the user dialog. A user's current role stays visible (disabled) when the actor may not
 * assign it, so editing other fields keeps it unchanged.
 */
export function roleOptions(actor: Role, currentRole?: Role): RoleOption[] {
  const options: RoleOption[] = assignableRoles(actor).map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));
  if (currentRole && !options.some((option) => option.value === currentRole)) {
    options.push({ value: currentRole, label: ROLE_LABELS[currentRole], disabled: true });
  }
  return options;
}

/** The role a new user starts with: the only one a super admin may give, else the least privileged. */
export function defaultRole(actor: Role): Role {
  return actor === 'SUPER_ADMIN' ? 'TENANT_ADMIN' : 'USER';
}

/** Creation succeeds even when the invitation mail fails; the toast says whether it went out. */
export function userCreatedMessage(emailSent: boolean): string {
  return emailSent ? 'User created and email sent' : 'User created, but email failed to send';
}

/**
 * A super admin manages every tenant's users (the Tenant column and field), except while viewing one tenant as
 * support: then that tenant's, as its admin does (docs/product-rules.md#support-view).
 */
export const managesEveryTenant = (session: Pick<CurrentSession, 'role' | 'viewingAsSupport'>) =>
  session.role === 'SUPER_ADMIN' && !session.viewingAsSupport;
