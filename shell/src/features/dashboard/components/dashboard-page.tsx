import { Card, Typography } from 'antd';
import { PageHeader } from 'shared-ui';
import { useSignInWelcome } from '../use-sign-in-welcome';

export function DashboardPage() {
  useSignInWelcome();
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome to your dashboard. View summary widgets and recent activity."
      />
      <Card>
        <Typography.Text type="secondary">Dashboard content coming soon...</Typography.Text>
      </Card>
    </>
  );
}
