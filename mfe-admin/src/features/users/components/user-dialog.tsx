import { Form, Modal } from 'antd';
import type { CurrentSession, User } from 'shared-api';
import { recordDialogFooter, useFocusReturn } from 'shared-ui';
import { useGetTenantListQuery } from '../api/users-api';
import { useUserActions } from '../hooks/use-user-actions';
import type { SharedLink } from '../password-links';
import { defaultRole, managesEveryTenant, roleOptions } from '../user-rules';
import { UserDetails } from './user-details';
import { UserForm, type UserFormValues } from './user-form';
import { UserLinkButtons } from './user-link-buttons';

export type UserDialogState = { mode: 'add' } | { mode: 'view' | 'edit'; user: User };

const TITLES = { add: 'Add User', edit: 'Edit User', view: 'User Details' } as const;

interface UserDialogProps {
  session: CurrentSession;
  state: UserDialogState;
  onChange: (state: UserDialogState) => void;
  onClose: () => void;
  /** A one-time link no mail carried, for the admin to pass on. */
  onLink: (shared: SharedLink) => void;
}

/** The user dialog: view, edit and add; view turns to edit through Edit; saves close it. */
export function UserDialog({ session, state, onChange, onClose: close, onLink }: UserDialogProps) {
  useFocusReturn();
  const [form] = Form.useForm<UserFormValues>();
  const { create, update, saving } = useUserActions(onLink);
  const isSuperAdmin = managesEveryTenant(session);
  const { data: tenants, isLoading: tenantsLoading } = useGetTenantListQuery(undefined, {
    skip: !isSuperAdmin,
  });
  const editing = state.mode === 'edit' ? state.user : undefined;
  const self = editing?.id === session.userId;

  const submit = async ({ name, email, role, tenantId }: UserFormValues) => {
    const input = {
      name: name?.trim() ?? '',
      email: email?.trim() ?? '',
      role: role ?? defaultRole(session.role),
    };
    const done = editing
      ? // Only a changed role is sent: an unchanged one the actor may not assign (or their own) stays as is.
        await update(editing.id, {
          name: input.name,
          email: input.email,
          role: role === editing.role ? undefined : role,
        })
      : await create({ ...input, tenantId: isSuperAdmin ? tenantId : session.tenantId });
    if (done) close();
  };

  const footer = recordDialogFooter({
    mode: state.mode,
    addLabel: 'Add User',
    saving,
    onClose: close,
    onEdit: () => state.mode === 'view' && onChange({ mode: 'edit', user: state.user }),
    onSave: () => form.submit(),
  });

  return (
    <Modal open title={TITLES[state.mode]} footer={footer} onCancel={close}>
      {state.mode === 'view' ? (
        <>
          <UserDetails user={state.user} showTenant={isSuperAdmin} />
          <UserLinkButtons user={state.user} onLink={onLink} />
        </>
      ) : (
        <UserForm
          form={form}
          initialValues={
            editing
              ? { name: editing.name, email: editing.email, role: editing.role, tenantId: editing.tenantId }
              : { role: defaultRole(session.role), tenantId: session.tenantId }
          }
          roles={roleOptions(session.role, editing?.role)}
          roleLocked={self}
          tenants={
            isSuperAdmin
              ? { options: tenants ?? [], loading: tenantsLoading, locked: Boolean(editing) }
              : undefined
          }
          onFinish={submit}
        />
      )}
    </Modal>
  );
}
