import { Card, Empty, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { MessageSummary } from 'shared-api';
import { formatMessageTime, senderDisplay } from 'shared-ui';
import { SOURCE_LABELS } from '../logic/labels';
import { FigureList, FigureRow } from './figure-list';

/** The newest messages of the inbox, whatever their status. */
export function LatestMessagesCard({ messages }: { messages: MessageSummary[] }) {
  return (
    <Card title="Latest messages" extra={<Link to="/messages">View all messages</Link>}>
      {messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
      ) : (
        <FigureList label="Latest messages">
          {messages.map((message) => (
            <FigureRow
              key={message.id}
              end={
                <Typography.Text type="secondary">
                  {formatMessageTime(message.receivedAt ?? message.createdAt)}
                </Typography.Text>
              }
            >
              <Typography.Text strong ellipsis>
                <Tag>{SOURCE_LABELS[message.source]}</Tag>
                {senderDisplay(message).name}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis>
                {message.subject || '(No Subject)'}
              </Typography.Text>
            </FigureRow>
          ))}
        </FigureList>
      )}
    </Card>
  );
}
