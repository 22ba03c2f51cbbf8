import { PageHeader } from 'shared-ui';
import { useSignInWelcome } from '../use-sign-in-welcome';
import { DashboardBody } from './dashboard-body';

export function DashboardPage() {
  useSignInWelcome();
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome to your dashboard. View summary widgets and recent activity."
      />
      <DashboardBody />
    </>
  );
}
