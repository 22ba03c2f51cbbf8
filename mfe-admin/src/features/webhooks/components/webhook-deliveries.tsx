import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Flex, Spin, Tag, Typography, theme } from 'antd';
// By path: the shared antd facade has the light components only (build-config/facades/antd.js).
import Drawer from 'antd/es/drawer';
import { useEffect, useState } from 'react';
import { errorMessage, type Webhook, type WebhookDelivery } from 'shared-api';
import { formatMessageTime, LoadFailure, toast, usePhoneScreen } from 'shared-ui';
import { LoadMore } from '../../../shared/components/load-more';
import { useGetWebhookDeliveriesInfiniteQuery, useReplayWebhookDeliveryMutation } from '../api/webhooks-api';
import { DELIVERY_STATUS_TAGS, WEBHOOK_EVENT_LABELS } from '../event-labels';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
const LOAD_FAILED = 'Failed to load the deliveries';
/** While a delivery is pending, the view asks again this often, so its retries show as they happen. */
const PENDING_POLL_MS = 2000;

interface DeliveryItemProps {
  delivery: WebhookDelivery;
  replaying: boolean;
  onReplay: (delivery: WebhookDelivery) => void;
}

function DeliveryItem({ delivery, replaying, onReplay }: DeliveryItemProps) {
  const status = DELIVERY_STATUS_TAGS[delivery.status];
  const event = WEBHOOK_EVENT_LABELS[delivery.event];
  const created = formatMessageTime(delivery.createdAt);
  const { token } = theme.useToken();
  return (
    <Flex
      component="li"
      justify="space-between"
      align="center"
      gap="middle"
      wrap
      aria-label={`${event}, ${created}: ${status.label}`}
      style={{ paddingBlock: token.paddingSM, borderBlockEnd: `1px solid ${token.colorSplit}` }}
    >
      <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Flex gap="small" align="center" wrap>
          <Tag color={status.color}>{status.label}</Tag>
          <Typography.Text strong>{event}</Typography.Text>
          <Typography.Text type="secondary">{created}</Typography.Text>
        </Flex>
        <Typography.Text>
          {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`} · Last response{' '}
          {delivery.lastResponseStatus ?? 'none'}
          {delivery.status === 'pending' && delivery.nextAttemptAt
            ? ` · Next try ${formatMessageTime(delivery.nextAttemptAt)}`
            : ''}
          {delivery.deliveredAt ? ` · Delivered ${formatMessageTime(delivery.deliveredAt)}` : ''}
        </Typography.Text>
        {delivery.lastError && (
          <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
            Last error: {delivery.lastError}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
          Delivery <Typography.Text code>{delivery.id}</Typography.Text>
        </Typography.Text>
      </Flex>
      <Button
        onClick={() => onReplay(delivery)}
        loading={replaying}
        aria-label={`Replay ${event} delivery of ${created}`}
      >
        Replay
      </Button>
    </Flex>
  );
}

interface WebhookDeliveriesProps {
  tenantId: string;
  webhook: Webhook;
  onClose: () => void;
}

/**
 * A webhook's deliveries, newest first, a page at a time: each one's event, status, attempts, last answer and
 * error, and Replay (the same delivery id and body, sent again). A drawer on a desktop, the whole screen on a
 * phone; while a delivery is pending it follows its retries.
 */
export function WebhookDeliveries({ tenantId, webhook, onClose }: WebhookDeliveriesProps) {
  const phone = usePhoneScreen();
  const arg = { webhookId: webhook.id, tenantId };
  const [following, setFollowing] = useState(false);
  const { data, isLoading, isError, isFetching, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetWebhookDeliveriesInfiniteQuery(arg, {
      refetchOnMountOrArgChange: true,
      pollingInterval: following ? PENDING_POLL_MS : 0,
    });
  const deliveries = data?.pages.flatMap((page) => page.deliveries) ?? [];
  const pending = deliveries.some((delivery) => delivery.status === 'pending');
  useEffect(() => setFollowing(pending), [pending]);
  const [replay, { isLoading: replaying, originalArgs }] = useReplayWebhookDeliveryMutation();

  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);

  const replayOne = async (delivery: WebhookDelivery) => {
    try {
      await replay({ webhookId: webhook.id, deliveryId: delivery.id, tenantId }).unwrap();
      toast.success('Delivery queued to be sent again');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to replay the delivery'));
    }
  };

  return (
    <Drawer
      open
      title="Deliveries"
      placement="right"
      size={phone ? '100%' : 640}
      onClose={onClose}
      extra={
        <Button
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => refetch()}
          loading={isFetching && !isLoading && !isFetchingNextPage}
        >
          Refresh
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          Sent to <Typography.Text code>{webhook.url}</Typography.Text>, newest first.
        </Typography.Text>
        {isLoading ? (
          <Spin description="Loading deliveries..." />
        ) : isError && deliveries.length === 0 ? (
          <LoadFailure title={LOAD_FAILED} onRetry={refetch} />
        ) : deliveries.length > 0 ? (
          <Flex component="ul" vertical aria-label="Deliveries" style={LIST_STYLE}>
            {deliveries.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                delivery={delivery}
                replaying={replaying && originalArgs?.deliveryId === delivery.id}
                onReplay={replayOne}
              />
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">No deliveries yet.</Typography.Text>
        )}
        <LoadMore
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
        />
      </Flex>
    </Drawer>
  );
}
