import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { Button, Flex, Spin, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { InboxMessage, MessageSummary } from 'shared-api';
import {
  formatMessageTime,
  LoadFailure,
  LoadingSkeleton,
  prefillFrom,
  senderDisplay,
  toast,
} from 'shared-ui';
import { MessageBodyFrame, SourceIcon } from 'shared-ui/message-body';
import {
  useAutoLinkMessageMutation,
  useGetMessageQuery,
  useLinkMessageToContactMutation,
} from '../api/messages-api';
import { AddFromMessage } from './add-from-message';
import { AiQuotePanel } from './ai-quote-panel';
import { LinkContactPicker } from './link-contact-picker';
import { StatusTag } from './status-tag';

const LOAD_FAILED = 'This message could not be loaded.';
const PANE_LAYOUT = { height: '100%', minHeight: 0, overflowY: 'auto', padding: 16 } as const;
const PAGE_LAYOUT = { padding: 16 } as const;

interface MessageDetailProps {
  messageId: string;
  /** The list row (shown at once while the full message loads), or the loaded message; null while it loads. */
  summary: MessageSummary | null;
  /** In a pane of the three panes it fills the pane and scrolls inside; alone on a page, the page scrolls. */
  inPane: boolean;
  tenantId: string | undefined;
  userId: string | undefined;
  onToggleImportant(): void;
  onMarkUnread(): void;
  onDelete(): void;
  /** The server's new version of the message (after a link), for the list and the reader. */
  onChanged(message: InboxMessage): void;
}

/** The open message (the inbox's right pane, or its own page): its actions and links, and its AI quote. */
export function MessageDetail({
  messageId,
  summary,
  inPane,
  tenantId,
  userId,
  onToggleImportant,
  onMarkUnread,
  onDelete,
  onChanged,
}: MessageDetailProps) {
  const { data: loaded, isError, refetch } = useGetMessageQuery(messageId);
  const [autoLink, { isLoading: autoLinking }] = useAutoLinkMessageMutation();
  const [link, { isLoading: linking }] = useLinkMessageToContactMutation();

  useEffect(() => {
    if (isError) toast.error('Failed to refresh message');
  }, [isError]);

  const layout = inPane ? PANE_LAYOUT : PAGE_LAYOUT;
  if (!summary) {
    return (
      <Flex vertical style={layout}>
        {isError ? (
          <LoadFailure title={LOAD_FAILED} onRetry={refetch} />
        ) : (
          <LoadingSkeleton label="Loading message..." shape="detail" />
        )}
      </Flex>
    );
  }
  // The list row knows the status and links as they are now (optimistic updates land there first).
  const message = { ...loaded, ...summary, content: loaded?.content ?? null };
  const sender = senderDisplay(message);
  const important = message.status === 'IMPORTANT';
  const canAutoLink = !message.contactId && Boolean(message.fromEmail || message.fromPhone);
  const unknownSender = !message.contactId && !message.customerId;

  const runAutoLink = async () => {
    if (!tenantId) return;
    try {
      const linked = await autoLink({
        id: message.id,
        tenantId,
        email: message.fromEmail,
        phone: message.fromPhone,
      }).unwrap();
      onChanged(linked);
      toast.success('Message linked successfully.');
    } catch (error) {
      const notFound = (error as { status?: unknown })?.status === 404;
      toast.error(notFound ? 'No matching contact or customer found.' : 'Auto-linking failed.');
    }
  };

  const linkContact = async (contactId: string) => {
    if (!tenantId) return;
    try {
      onChanged(await link({ id: message.id, contactId, tenantId }).unwrap());
      toast.success('Message linked successfully.');
    } catch {
      toast.error('Linking failed.');
    }
  };

  const linkNewContact = async (contactId: string) => {
    if (!tenantId) return;
    try {
      await link({ id: message.id, contactId, tenantId }).unwrap();
      const refreshed = await refetch().unwrap();
      onChanged(refreshed);
      toast.success('Customer and contact linked.');
    } catch {
      toast.error('Failed to refresh message.');
    }
  };

  return (
    <Flex vertical gap="middle" style={layout}>
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          {/* On its own page (a compact screen) the subject is the page's heading; in the reader pane, the
              inbox's "Messages" is. */}
          <Typography.Title level={inPane ? 2 : 1} style={{ margin: 0, fontSize: 20 }}>
            {message.subject || '(No Subject)'}
          </Typography.Title>
          <Flex align="center" gap={8} wrap>
            <SourceIcon source={message.source} />
            <Typography.Text strong>{sender.name}</Typography.Text>
            {sender.detail && <Typography.Text type="secondary">{sender.detail}</Typography.Text>}
            <StatusTag status={message.status} />
          </Flex>
          <Flex gap={12} wrap>
            <Typography.Text type="secondary">
              {formatMessageTime(message.receivedAt ?? message.createdAt)}
            </Typography.Text>
            {message.customer && (
              <Link to={`/customers/${message.customer.id}`}>{message.customer.name}</Link>
            )}
          </Flex>
        </Flex>
        <Flex gap={4} wrap>
          <Tooltip title="Mark unread (u)">
            <Button
              icon={<EyeInvisibleOutlined />}
              disabled={message.status === 'NEW'}
              onClick={onMarkUnread}
            >
              Mark unread
            </Button>
          </Tooltip>
          <Tooltip title="Important (i)">
            <Button
              icon={important ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              aria-pressed={important}
              onClick={onToggleImportant}
            >
              {important ? 'Important' : 'Mark important'}
            </Button>
          </Tooltip>
          <Tooltip title="Delete (#)">
            <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
              Delete
            </Button>
          </Tooltip>
        </Flex>
      </Flex>

      {tenantId && (canAutoLink || !message.contactId) && (
        <Flex gap="small" wrap align="center">
          {canAutoLink && (
            <Button icon={<LinkOutlined />} loading={autoLinking} onClick={runAutoLink}>
              Auto-link
            </Button>
          )}
          {!message.contactId && (
            <LinkContactPicker tenantId={tenantId} linking={linking} onLink={linkContact} />
          )}
          {unknownSender && <AddFromMessage prefill={prefillFrom(message)} onContactSaved={linkNewContact} />}
        </Flex>
      )}

      {loaded ? (
        <MessageBodyFrame
          html={message.content ?? ''}
          title={`Message: ${message.subject || '(No Subject)'}`}
        />
      ) : isError ? (
        <LoadFailure title={LOAD_FAILED} onRetry={refetch} />
      ) : (
        <Spin style={{ padding: 32 }} />
      )}

      {tenantId && userId && loaded && (
        <AiQuotePanel
          key={message.id}
          messageId={message.id}
          tenantId={tenantId}
          userId={userId}
          existing={loaded.aiQuoteResponse}
          customerId={message.customerId}
          prefill={prefillFrom(message)}
          onGenerated={(content) => onChanged({ ...loaded, ...summary, aiQuoteResponse: content })}
        />
      )}
    </Flex>
  );
}
