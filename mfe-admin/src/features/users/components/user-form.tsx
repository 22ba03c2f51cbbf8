import { Form, type FormInstance, Input, Select } from 'antd';
import type { Role, Tenant } from 'shared-api';
import type { RoleOption } from '../user-rules';

export interface UserFormValues {
  name?: string;
  email?: string;
  role?: Role;
  tenantId?: string;
}

interface UserFormProps {
  form: FormInstance<UserFormValues>;
  initialValues: UserFormValues;
  roles: RoleOption[];
  /** Whether the role may change (nobody changes their own). */
  roleLocked: boolean;
  /** The Tenant field: a super admin's, with every tenant; editable only when adding. */
  tenants?: { options: Tenant[]; loading: boolean; locked: boolean };
  onFinish: (values: UserFormValues) => void;
}

/** The user fields: name, email, role, plus Tenant for a super admin. The server does the validation. */
export function UserForm({ form, initialValues, roles, roleLocked, tenants, onFinish }: UserFormProps) {
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} name="user">
      <Form.Item name="name" label="Name">
        <Input maxLength={200} autoFocus autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input type="email" maxLength={320} autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label="Role" extra={roleLocked ? 'You cannot change your own role.' : undefined}>
        <Select options={roles} disabled={roleLocked} />
      </Form.Item>
      {tenants && (
        <Form.Item name="tenantId" label="Tenant">
          <Select
            showSearch
            optionFilterProp="label"
            loading={tenants.loading}
            disabled={tenants.locked}
            options={tenants.options.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          />
        </Form.Item>
      )}
    </Form>
  );
}
