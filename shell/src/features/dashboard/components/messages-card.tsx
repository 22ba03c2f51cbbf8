import { Card, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_WINDOWS, type DashboardMessageDay } from 'shared-api';
import { MessagesChart } from '../charts/lazy-charts';
import { chartDays, sourceTotals } from '../logic/figures';
import { SOURCE_LABELS } from '../logic/labels';

type Window = (typeof DASHBOARD_WINDOWS)[number];
const WINDOW_OPTIONS = DASHBOARD_WINDOWS.map((days) => ({ value: days, label: `${days} days` }));

/** Messages received per day and source over the last 7 or 30 days, and each source's unanswered ones. */
export function MessagesCard({ today, days }: { today: string; days: DashboardMessageDay[] }) {
  const [period, setPeriod] = useState<Window>(DASHBOARD_WINDOWS[0]);
  return (
    <Card
      title="New messages"
      extra={<Link to="/messages">Open inbox</Link>}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <Segmented<Window> aria-label="Period" options={WINDOW_OPTIONS} value={period} onChange={setPeriod} />
      <MessagesChart days={chartDays(days, today, period)} />
      <Flex wrap gap={24} aria-label="Messages by source">
        {sourceTotals(days, today, period).map(({ source, received, unanswered }) => (
          <Flex key={source} vertical>
            <Typography.Text type="secondary">{SOURCE_LABELS[source]}</Typography.Text>
            <Typography.Text strong>{`${received} new`}</Typography.Text>
            <Typography.Text>{`${unanswered} unanswered`}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
