import { Flex, theme } from 'antd';
import { memo } from 'react';
import type { MessageSummary } from 'shared-api';
import { formatMessageTime, senderDisplay } from 'shared-ui';
import { SourceIcon } from 'shared-ui/message-body';
import { StatusTag } from './status-tag';

interface MessageRowProps {
  message: MessageSummary;
  /** The message open in the reader. */
  selected: boolean;
  /** The keyboard cursor. */
  active: boolean;
  onOpen(message: MessageSummary): void;
}

// Truncated by CSS: antd's `ellipsis` measures each text in JavaScript, several times per row and search.
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * One list row: source, sender, time, subject, status and the two-line preview. Memoised: the list renders again
 * each time the virtualizer measures its rows (several times as they first appear), and a row whose props are the
 * same need not.
 */
export const MessageRow = memo(function MessageRow({ message, selected, active, onOpen }: MessageRowProps) {
  const { token } = theme.useToken();
  const sender = senderDisplay(message);
  const unread = message.status === 'NEW';
  const weight = unread ? 600 : undefined;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the list's keyboard triage (↑/↓, j/k, Enter) opens rows
    <div
      role="option"
      tabIndex={-1}
      id={`message-${message.id}`}
      aria-selected={selected}
      data-status={message.status}
      onClick={() => onOpen(message)}
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
          <span style={{ ...ONE_LINE, fontWeight: weight }}>{sender.name}</span>
        </Flex>
        <span style={{ color: token.colorTextDescription, fontSize: 12, whiteSpace: 'nowrap' }}>
          {formatMessageTime(message.receivedAt ?? message.createdAt)}
        </span>
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <span style={{ ...ONE_LINE, fontWeight: weight }}>{message.subject || '(No Subject)'}</span>
        <StatusTag status={message.status} />
      </Flex>
      {/* Two lines by CSS: measuring text in JS for every row would cost more than the whole list. */}
      <div style={{ ...TWO_LINES, color: token.colorTextSecondary, fontSize: 13 }}>{message.preview}</div>
    </div>
  );
});
