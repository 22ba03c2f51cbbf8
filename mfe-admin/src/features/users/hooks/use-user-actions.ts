import type { CreateUserRequest, UpdateUserRequest } from 'shared-api';
import { errorMessage, type User } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import {
  useCreateTenantUserMutation,
  useDeleteTenantUserMutation,
  useUpdateTenantUserMutation,
} from '../api/users-api';
import type { SharedLink } from '../password-links';
import { userCreatedMessage } from '../user-rules';

/**
 * Save and delete a user, toasting the outcome with the server's reason; true when it went through. An
 * invitation no mail carried is handed to `onLink`, for the admin to pass on.
 */
export function useUserActions(onLink: (shared: SharedLink) => void = () => {}) {
  const confirm = useConfirm();
  const [createUser, created] = useCreateTenantUserMutation();
  const [updateUser, updated] = useUpdateTenantUserMutation();
  const [deleteUser, deleted] = useDeleteTenantUserMutation();

  const create = async (input: CreateUserRequest): Promise<boolean> => {
    try {
      const { user, emailSent, link } = await createUser(input).unwrap();
      // The user exists either way; only the invitation may have failed.
      toast.success(userCreatedMessage(emailSent));
      if (link) onLink({ kind: 'invitation', user, link });
      return true;
    } catch (error) {
      console.error('Error saving user', error);
      toast.error('Error saving user', { description: errorMessage(error, '') || undefined });
      return false;
    }
  };

  const update = async (id: string, input: UpdateUserRequest): Promise<boolean> => {
    try {
      const { invitation, ...user } = await updateUser({ id, ...input }).unwrap();
      // A user who had not set a password is invited again at the corrected address.
      toast.success('User updated', {
        description: invitation?.emailSent ? `A new invitation was sent to ${user.email}.` : undefined,
      });
      if (invitation?.link) onLink({ kind: 'invitation', user, link: invitation.link });
      return true;
    } catch (error) {
      console.error('Error saving user', error);
      toast.error('Error saving user', { description: errorMessage(error, '') || undefined });
      return false;
    }
  };

  const remove = async (user: User): Promise<boolean> => {
    const confirmed = await confirm({
      title: 'Delete user?',
      content: 'Are you sure you want to delete this user?',
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await deleteUser(user.id).unwrap();
      toast.success('User deleted');
      return true;
    } catch (error) {
      console.error('Failed to delete user', error);
      toast.error('Failed to delete user', { description: errorMessage(error, '') || undefined });
      return false;
    }
  };

  return {
    create,
    update,
    remove,
    saving: created.isLoading || updated.isLoading,
    deleting: deleted.isLoading,
  };
}
