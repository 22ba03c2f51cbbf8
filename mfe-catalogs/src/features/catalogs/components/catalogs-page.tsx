import { Card, Typography } from 'antd';
import { PageHeader } from 'shared-ui';

export function ServiceCatalogsPage() {
  return (
    <>
      <PageHeader title="Service Catalogs" subtitle="Organize and manage your service offerings" />
      <Card>
        <Typography.Text type="secondary">This screen is being built.</Typography.Text>
      </Card>
    </>
  );
}
