import { Tag } from 'antd';
import type { QuoteStatus } from 'shared-api';

/** One colour per quote status, so a list reads at a glance: waiting (blue), won (green), lost (red, grey). */
const COLORS: Record<QuoteStatus, string> = {
  DRAFT: 'default',
  SENT: 'processing',
  ACCEPTED: 'success',
  DECLINED: 'error',
  EXPIRED: 'warning',
};

/** A quote's status as a tag, in its own words (DRAFT, SENT, ACCEPTED, DECLINED, EXPIRED). */
export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  return <Tag color={COLORS[status]}>{status}</Tag>;
}
