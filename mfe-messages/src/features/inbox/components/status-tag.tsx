import { Tag } from 'antd';
import type { MessageStatus } from 'shared-api';

const COLORS: Record<MessageStatus, string> = {
  NEW: 'blue',
  READ: 'default',
  IMPORTANT: 'gold',
  ARCHIVED: 'purple',
  PENDING: 'orange',
};

export function StatusTag({ status }: { status: MessageStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}
