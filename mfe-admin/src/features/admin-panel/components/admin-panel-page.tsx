import { Card, Typography } from 'antd';
import { PageHeader } from 'shared-ui';

export function AdminPanelPage() {
  return (
    <>
      <PageHeader title="Admin Panel" subtitle="Manage users, view system logs, and configure settings" />
      <Card>
        <Typography.Text type="secondary">This screen is being built.</Typography.Text>
      </Card>
    </>
  );
}
