import { Card, Typography } from 'antd';
import { PageHeader } from 'shared-ui';

export function CustomerPipelinePage() {
  return (
    <>
      <PageHeader
        title="Customer Pipeline"
        subtitle="Track every customer from first contact to active work."
      />
      <Card>
        <Typography.Text type="secondary">This screen is being built.</Typography.Text>
      </Card>
    </>
  );
}
