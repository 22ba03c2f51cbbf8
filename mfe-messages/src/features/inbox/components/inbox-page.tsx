import { Card, Typography } from 'antd';
import { PageHeader } from 'shared-ui';

export function MessagesPage() {
  return (
    <>
      <PageHeader
        title="Messages"
        subtitle="Read, triage and link your customers' texts, emails, voicemails and zoom messages."
      />
      <Card>
        <Typography.Text type="secondary">This screen is being built.</Typography.Text>
      </Card>
    </>
  );
}
