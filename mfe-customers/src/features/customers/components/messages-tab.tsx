import { Card, Col, Empty, List, Row, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { InboxMessage } from 'shared-api';
import { formatMessageTime, previewText, stripMarkup } from 'shared-ui';
import { useGetCustomerMessagesQuery } from '../api/customers-api';
import { useSilentFailure } from '../hooks/use-silent-failure';

const senderOf = (message: InboxMessage) =>
  message.senderName || message.fromEmail || message.fromPhone || 'Unknown sender';

/** The Messages tab: the customer's messages, newest first, and a read-only reader showing them as text. */
export function MessagesTab({ customerId }: { customerId: string }) {
  const { data: messages, isLoading, isError } = useGetCustomerMessagesQuery(customerId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useSilentFailure(isError, 'Failed to load messages');
  if (isLoading) return <Spin />;
  if (!messages || messages.length === 0) {
    return <Typography.Text type="secondary">No messages for this customer.</Typography.Text>;
  }
  const selected = messages.find((message) => message.id === selectedId);

  return (
    <Row gutter={16}>
      <Col xs={24} md={10}>
        <List
          bordered
          dataSource={messages}
          rowKey="id"
          renderItem={(message) => (
            <List.Item
              onClick={() => setSelectedId(message.id)}
              style={{
                cursor: 'pointer',
                background: message.id === selectedId ? 'rgba(22,119,255,0.08)' : undefined,
              }}
            >
              <List.Item.Meta
                title={
                  <button
                    type="button"
                    onClick={() => setSelectedId(message.id)}
                    aria-pressed={message.id === selectedId}
                    style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
                  >
                    {message.subject || '(No Subject)'}
                  </button>
                }
                description={
                  <>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {senderOf(message)} · {formatMessageTime(message.receivedAt ?? message.createdAt)}{' '}
                      <Tag>{message.source}</Tag>
                    </Typography.Text>
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                      {message.preview || previewText(message.content)}
                    </Typography.Paragraph>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Col>
      <Col xs={24} md={14}>
        {selected ? (
          <Card title={selected.subject || '(No Subject)'} size="small">
            <Typography.Paragraph type="secondary">
              From {senderOf(selected)} · {formatMessageTime(selected.receivedAt ?? selected.createdAt)}
            </Typography.Paragraph>
            {/* Shown as plain text: the reader never renders a message's HTML. */}
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {stripMarkup(selected.content)}
            </Typography.Paragraph>
          </Card>
        ) : (
          <Empty description="Select a message to view" />
        )}
      </Col>
    </Row>
  );
}
