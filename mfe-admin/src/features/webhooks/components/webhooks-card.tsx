import ApiOutlined from '@ant-design/icons/ApiOutlined';
import { Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type Webhook } from 'shared-api';
import { formatMessageTime, LoadFailure, toast, useConfirm } from 'shared-ui';
import { useDeleteWebhookMutation, useGetWebhooksQuery } from '../api/webhooks-api';
import { WEBHOOK_EVENT_LABELS } from '../event-labels';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookDeliveries } from './webhook-deliveries';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
// A long URL wraps anywhere rather than widening a phone's screen.
const URL_STYLE = { wordBreak: 'break-all' } as const;

interface WebhookItemProps {
  item: Webhook;
  onDeliveries: (item: Webhook) => void;
  onDelete: (item: Webhook) => void;
}

function WebhookItem({ item, onDeliveries, onDelete }: WebhookItemProps) {
  return (
    <Flex component="li" justify="space-between" align="center" gap="middle" wrap>
      <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
        <Typography.Text strong style={URL_STYLE}>
          {item.url}
        </Typography.Text>
        {item.description && <Typography.Text>{item.description}</Typography.Text>}
        <Flex gap={4} wrap>
          {item.events.map((event) => (
            <Tag key={event}>{WEBHOOK_EVENT_LABELS[event]}</Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary">
          Created {formatMessageTime(item.createdAt)}
          {item.createdBy ? ` by ${item.createdBy}` : ''}
        </Typography.Text>
      </Flex>
      <Flex gap="small" wrap>
        <Button onClick={() => onDeliveries(item)} aria-label={`Deliveries of ${item.url}`}>
          Deliveries
        </Button>
        <Button danger onClick={() => onDelete(item)} aria-label={`Delete ${item.url}`}>
          Delete
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Admin Panel → Integrations → Webhooks: the tenant's HTTPS endpoints QuoteDesk POSTs signed events to, each with
 * its events and its deliveries (sent again on demand); added with a URL and events (the signing secret shown
 * once) and deleted after a confirmation (docs/api-integrations.md#webhooks).
 */
export function WebhooksCard({ tenantId }: { tenantId: string }) {
  const confirm = useConfirm();
  const { data: webhooks, isLoading, isError, refetch } = useGetWebhooksQuery(tenantId);
  const [remove] = useDeleteWebhookMutation();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Webhook | null>(null);

  const askDelete = async (item: Webhook) => {
    const confirmed = await confirm({
      title: 'Delete this webhook?',
      content: `Nothing more is sent to ${item.url}, and its deliveries are deleted. This cannot be undone.`,
      okText: 'Delete webhook',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove({ id: item.id, tenantId }).unwrap();
      toast.success('Webhook deleted');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete the webhook'));
    }
  };

  return (
    <Card title="Webhooks">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          QuoteDesk sends a JSON event to your system's HTTPS address when something happens, signed with the
          webhook's secret in the <Typography.Text code>QuoteDesk-Signature</Typography.Text> header. An event
          not answered with a 2xx is tried again for a while.
        </Typography.Paragraph>
        <div>
          <Button type="primary" icon={<ApiOutlined aria-hidden />} onClick={() => setAdding(true)}>
            Add webhook
          </Button>
        </div>
        {isLoading ? (
          <Spin description="Loading webhooks..." />
        ) : isError ? (
          <LoadFailure title="The webhooks could not be loaded." onRetry={refetch} />
        ) : webhooks && webhooks.length > 0 ? (
          <Flex component="ul" vertical gap="middle" aria-label="Webhooks" style={LIST_STYLE}>
            {webhooks.map((item) => (
              <WebhookItem key={item.id} item={item} onDeliveries={setViewing} onDelete={askDelete} />
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">No webhooks yet.</Typography.Text>
        )}
      </Flex>
      {adding && <AddWebhookDialog tenantId={tenantId} onClose={() => setAdding(false)} />}
      {viewing && (
        <WebhookDeliveries tenantId={tenantId} webhook={viewing} onClose={() => setViewing(null)} />
      )}
    </Card>
  );
}
