import { Card, Typography } from 'antd';
import { PageHeader } from 'shared-ui';

export function UserSettingsPage() {
  return (
    <>
      <PageHeader title="User Settings" subtitle="Your profile, appearance and connected accounts." />
      <Card>
        <Typography.Text type="secondary">This screen is being built.</Typography.Text>
      </Card>
    </>
  );
}
