import { INVITATION_LINK_DAYS, RESET_LINK_MINUTES } from 'shared-api';

/** A one-time link the admin passes on by hand: an invitation no mail carried, or a reset link. */
export interface SharedLink {
  kind: 'invitation' | 'reset';
  user: { name: string; email: string };
  link: string;
}

export const LINK_TITLES: Record<SharedLink['kind'], string> = {
  invitation: 'Invitation link',
  reset: 'Password reset link',
};

/** What the admin is told to do with the link, and what it does. */
export function linkInstructions({ kind, user }: SharedLink): string {
  const to = `${user.name} (${user.email})`;
  return kind === 'invitation'
    ? `No email went out. Send this link to ${to}: it lets them set their password once, within ${INVITATION_LINK_DAYS} days.`
    : `Send this link to ${to}: it lets them choose a new password once, within ${RESET_LINK_MINUTES} minutes, and signs them out everywhere else.`;
}
