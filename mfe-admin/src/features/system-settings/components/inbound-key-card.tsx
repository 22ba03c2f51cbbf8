import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import { SecretShownOnce } from '../../../shared/components/secret-shown-once';
import { useRotateTenantInboundKeyMutation } from '../api/inbound-key-api';

/**
 * The tenant's key for `POST /api/inbound/messages` (texts, voicemails, Zoom transcripts from providers).
 * The server keeps only its hash, so the key is shown once, right after it is made; a new one replaces it.
 */
export function InboundKeyCard({ tenantId }: { tenantId: string }) {
  const confirm = useConfirm();
  const [rotate, { isLoading }] = useRotateTenantInboundKeyMutation();
  const [key, setKey] = useState<string | null>(null);

  const generate = async () => {
    const confirmed = await confirm({
      title: 'Generate a new inbound API key?',
      content: 'Any key issued before stops working at once. Integrations using it need the new key.',
      okText: 'Generate key',
      danger: true,
    });
    if (!confirmed) return;
    try {
      setKey((await rotate(tenantId).unwrap()).key);
    } catch (error) {
      console.error('Failed to generate the inbound API key', error);
      toast.error(errorMessage(error, 'Failed to generate the inbound API key'));
    }
  };

  return (
    <Card title="Inbound API key">
      <Flex vertical gap="middle" align="flex-start">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Message providers send texts, voicemails and Zoom transcripts to{' '}
          <Typography.Text code>POST /api/inbound/messages</Typography.Text> with this key as a bearer token.
        </Typography.Paragraph>
        {key && <SecretShownOnce secret={key} />}
        <Button onClick={generate} loading={isLoading}>
          Generate new key
        </Button>
      </Flex>
    </Card>
  );
}
