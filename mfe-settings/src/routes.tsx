import { Route, Routes } from 'react-router';
import { GmailCard } from './features/gmail/components/gmail-card';
import { UserSettingsPage } from './features/user-settings/components/user-settings-page';

/** The screens this remote serves under /user-settings (exposed to the shell as ./routes). */
export default function UserSettingsRoutes() {
  return (
    <Routes>
      <Route index element={<UserSettingsPage accounts={(user) => <GmailCard user={user} />} />} />
    </Routes>
  );
}
