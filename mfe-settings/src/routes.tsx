import { Route, Routes } from 'react-router';
import { isGoogleSignInAvailable, type User } from 'shared-api';
import { AccountSecurityCards } from './features/account-security/components/account-security-cards';
import { GmailCard } from './features/gmail/components/gmail-card';
import { UserSettingsPage } from './features/user-settings/components/user-settings-page';

const gmailCard = (user: User) => <GmailCard user={user} />;
const securityCards = (user: User) => <AccountSecurityCards user={user} />;

/** The screens this remote serves under /user-settings (exposed to the shell as ./routes). */
export default function UserSettingsRoutes() {
  // Gmail is reached through Google sign-in: without Google set up on the server the card is a dead end.
  const accounts = isGoogleSignInAvailable() ? gmailCard : undefined;
  return (
    <Routes>
      <Route index element={<UserSettingsPage accounts={accounts} security={securityCards} />} />
    </Routes>
  );
}
