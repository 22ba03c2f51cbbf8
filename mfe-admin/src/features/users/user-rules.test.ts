import { defaultRole, roleOptions, userCreatedMessage } from './user-rules';

describe('roleOptions', () => {
  it('offers a super admin only Tenant Admin', () => {
    expect(roleOptions('SUPER_ADMIN')).toEqual([{ value: 'TENANT_ADMIN', label: 'Tenant Admin' }]);
  });

  it('offers a tenant admin Tenant Admin and User, never Super Admin', () => {
    expect(roleOptions('TENANT_ADMIN').map((o) => o.value)).toEqual(['TENANT_ADMIN', 'USER']);
  });

  it('keeps a current role the actor may not assign visible but disabled', () => {
    expect(roleOptions('SUPER_ADMIN', 'USER')).toEqual([
      { value: 'TENANT_ADMIN', label: 'Tenant Admin' },
      { value: 'USER', label: 'User', disabled: true },
    ]);
    expect(roleOptions('TENANT_ADMIN', 'USER')).toHaveLength(2);
  });
});

describe('defaultRole and userCreatedMessage', () => {
  it('starts a new user as Tenant Admin for a super admin, else as User', () => {
    expect(defaultRole('SUPER_ADMIN')).toBe('TENANT_ADMIN');
    expect(defaultRole('TENANT_ADMIN')).toBe('USER');
  });

  it('says whether the invitation email went out', () => {
    expect(userCreatedMessage(true)).toBe('User created and email sent');
    expect(userCreatedMessage(false)).toBe('User created, but email failed to send');
  });
});
