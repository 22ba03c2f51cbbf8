import { Flex, Typography, theme } from 'antd';
import type { MessageSummary } from 'shared-api';
import { formatMessageTime } from 'shared-ui';
import { senderDisplay } from '../logic/sender';
import { SourceIcon } from './source-icon';
import { StatusTag } from './status-tag';

interface MessageRowProps {
  message: MessageSummary;
  /** The message open in the reader. */
  selected: boolean;
  /** The keyboard cursor. */
  active: boolean;
  onOpen(): void;
}

const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** One list row: source, sender, time, subject, status and the two-line preview (spec §2, §9). */
export function MessageRow({ message, selected, active, onOpen }: MessageRowProps) {
  const { token } = theme.useToken();
  const sender = senderDisplay(message);
  const unread = message.status === 'NEW';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the list's keyboard triage (↑/↓, j/k, Enter) opens rows
    <div
      role="option"
      tabIndex={-1}
      id={`message-${message.id}`}
      aria-selected={selected}
      data-status={message.status}
      onClick={onOpen}
      style={{
        padding: '10px 12px',
        cursor: 'pointer',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: selected ? token.colorPrimaryBg : active ? token.colorFillTertiary : undefined,
        outline: active ? `2px solid ${token.colorPrimaryBorder}` : undefined,
        outlineOffset: -2,
      }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Flex align="center" gap={6} style={{ minWidth: 0 }}>
          <SourceIcon source={message.source} />
          <Typography.Text strong={unread} ellipsis>
            {sender.name}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {formatMessageTime(message.receivedAt ?? message.createdAt)}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong={unread} ellipsis style={{ minWidth: 0 }}>
          {message.subject || '(No Subject)'}
        </Typography.Text>
        <StatusTag status={message.status} />
      </Flex>
      {/* Two lines by CSS: measuring text in JS for every row would cost more than the whole list. */}
      <div style={{ ...TWO_LINES, color: token.colorTextSecondary, fontSize: 13 }}>{message.preview}</div>
    </div>
  );
}
