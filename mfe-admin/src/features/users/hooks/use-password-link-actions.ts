import { errorMessage, type User } from 'shared-api';
import { toast } from 'shared-ui';
import { useCreateUserResetLinkMutation, useResendUserInvitationMutation } from '../api/users-api';
import type { SharedLink } from '../password-links';

/** Resend an invitation or make a reset link; a link no mail carries goes to `onLink` for the admin. */
export function usePasswordLinkActions(onLink: (shared: SharedLink) => void) {
  const [resendInvitation, resending] = useResendUserInvitationMutation();
  const [createResetLink, resetting] = useCreateUserResetLinkMutation();

  const resend = async (user: User) => {
    try {
      const { emailSent, link } = await resendInvitation(user.id).unwrap();
      if (emailSent)
        toast.success('Invitation sent', { description: `A new invitation was sent to ${user.email}.` });
      if (link) onLink({ kind: 'invitation', user, link });
    } catch (error) {
      console.error('Failed to resend invitation', error);
      toast.error('Failed to resend invitation', { description: errorMessage(error, '') || undefined });
    }
  };

  const makeResetLink = async (user: User) => {
    try {
      const { link } = await createResetLink(user.id).unwrap();
      onLink({ kind: 'reset', user, link });
    } catch (error) {
      console.error('Failed to make a reset link', error);
      toast.error('Failed to make a reset link', { description: errorMessage(error, '') || undefined });
    }
  };

  return { resend, makeResetLink, resending: resending.isLoading, resetting: resetting.isLoading };
}
