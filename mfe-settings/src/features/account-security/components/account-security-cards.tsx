import type { User } from 'shared-api';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** User Settings' security: password, two-factor sign-in and active sessions. */
export function AccountSecurityCards({ user }: { user: User }) {
  return (
    <>
      <PasswordCard user={user} />
      <TwoFactorCard user={user} />
      <SessionsCard />
    </>
  );
}
