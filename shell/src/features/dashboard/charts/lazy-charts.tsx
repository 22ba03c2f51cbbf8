import { Skeleton, Typography } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

/** recharts and the charts load with the first dashboard, not with the shell. */
const loadCharts = () =>
  import('./dashboard-charts').catch((error: unknown) => {
    console.error('The dashboard charts could not be loaded', error);
    return null;
  });

/** When the chart code cannot be loaded, the card keeps its figures and says so in place of the chart. */
const Unavailable = () => (
  <Typography.Text type="secondary">
    The chart could not be loaded. Reload the page to try again.
  </Typography.Text>
);

const LazyMessagesChart = lazy(async () => ({ default: (await loadCharts())?.MessagesChart ?? Unavailable }));
const LazyPipelineFunnel = lazy(async () => ({
  default: (await loadCharts())?.PipelineFunnel ?? Unavailable,
}));

type MessagesChartProps = ComponentProps<typeof import('./dashboard-charts').MessagesChart>;
type PipelineFunnelProps = ComponentProps<typeof import('./dashboard-charts').PipelineFunnel>;

export function MessagesChart(props: MessagesChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
      <LazyMessagesChart {...props} />
    </Suspense>
  );
}

export function PipelineFunnel(props: PipelineFunnelProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
      <LazyPipelineFunnel {...props} />
    </Suspense>
  );
}
