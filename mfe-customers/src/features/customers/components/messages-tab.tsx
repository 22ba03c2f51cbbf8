import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import Listy from 'antd/es/listy';
import { type ReactNode, useState } from 'react';
import { type MessageSummary, skipToken } from 'shared-api';
import { formatMessageTime, LoadFailure, usePhoneScreen } from 'shared-ui';
import { MessageBodyFrame, SourceIcon } from 'shared-ui/message-body';
import { useGetCustomerMessageQuery, useGetCustomerMessagesInfiniteQuery } from '../api/customers-api';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { LoadMore } from './load-more';

const MESSAGES_FAILED = 'Messages could not be loaded.';

const senderOf = (message: Pick<MessageSummary, 'senderName' | 'fromEmail' | 'fromPhone'>) =>
  message.senderName || message.fromEmail || message.fromPhone || 'Unknown sender';

/** Where and when a message came: its source icon, sender and time, as the inbox shows them. */
function Origin({
  message,
}: {
  message: Pick<
    MessageSummary,
    'source' | 'senderName' | 'fromEmail' | 'fromPhone' | 'receivedAt' | 'createdAt'
  >;
}) {
  return (
    <Flex align="center" gap={6} style={{ fontSize: 12, color: 'var(--ant-color-text-description)' }}>
      <SourceIcon source={message.source} />
      <span>
        {senderOf(message)} · {formatMessageTime(message.receivedAt ?? message.createdAt)}
      </span>
    </Flex>
  );
}

/**
 * The Messages tab: the customer's messages, newest first, page by page, each with its source icon, time and
 * preview, and a read-only reader that loads the chosen message and shows its body as the inbox does (the
 * sanitized HTML in a sandboxed frame). Side by side, or one after the other on a phone.
 */
export function MessagesTab({ customerId }: { customerId: string }) {
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetCustomerMessagesInfiniteQuery(customerId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const phone = usePhoneScreen();
  useSilentFailure(isError, 'Failed to load messages');
  const messages = data?.pages.flatMap((page) => page.messages) ?? [];
  if (isLoading) return <Spin />;
  if (isError && messages.length === 0) return <LoadFailure title={MESSAGES_FAILED} onRetry={refetch} />;
  if (messages.length === 0) {
    return <Typography.Text type="secondary">No messages for this customer.</Typography.Text>;
  }

  const list = (
    <MessageList messages={messages} selectedId={selectedId} onSelect={setSelectedId}>
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => fetchNextPage()}>
        Show older messages
      </LoadMore>
    </MessageList>
  );

  // A phone has room for one pane: the list, or the chosen message with the way back to it.
  if (phone) {
    if (!selectedId) return list;
    return (
      <Flex vertical gap={12}>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => setSelectedId(null)}
          style={{ alignSelf: 'flex-start' }}
        >
          Back to messages
        </Button>
        <MessageReader id={selectedId} />
      </Flex>
    );
  }
  return (
    <Row gutter={16}>
      <Col span={10}>{list}</Col>
      <Col span={14}>
        {selectedId ? <MessageReader id={selectedId} /> : <Empty description="Select a message to view" />}
      </Col>
    </Row>
  );
}

interface MessageListProps {
  messages: MessageSummary[];
  selectedId: string | null;
  onSelect(id: string): void;
  /** What follows the list: its next page. */
  children: ReactNode;
}

function MessageList({ messages, selectedId, onSelect, children }: MessageListProps) {
  return (
    <>
      <Listy
        items={messages}
        rowKey="id"
        itemRender={(message) => (
          <div style={{ background: message.id === selectedId ? 'rgba(22,119,255,0.08)' : undefined }}>
            <button
              type="button"
              onClick={() => onSelect(message.id)}
              aria-pressed={message.id === selectedId}
              // A whole line high: a touch target of at least 24 px.
              style={{ all: 'unset', display: 'block', minHeight: 24, cursor: 'pointer', fontWeight: 600 }}
            >
              {message.subject || '(No Subject)'}
            </button>
            <Origin message={message} />
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {message.preview}
            </Typography.Paragraph>
          </div>
        )}
      />
      <div style={{ marginTop: 12 }}>{children}</div>
    </>
  );
}

function MessageReader({ id }: { id: string }) {
  const { data: message, isError, refetch } = useGetCustomerMessageQuery(id ?? skipToken);
  useSilentFailure(isError, 'Failed to load the message');
  if (isError && !message) return <LoadFailure title="This message could not be loaded." onRetry={refetch} />;
  if (!message) return <Spin />;
  return (
    <Card title={message.subject || '(No Subject)'} size="small">
      <Flex vertical gap={8}>
        <Origin message={message} />
        <MessageBodyFrame
          html={message.content ?? ''}
          title={`Message: ${message.subject || '(No Subject)'}`}
        />
      </Flex>
    </Card>
  );
}
