import { Skeleton, Typography } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

let charts: Promise<typeof import('./dashboard-charts') | null> | undefined;

/**
 * recharts and the charts load with the first dashboard, not with the shell: started beside the figures' request
 * (the page calls this when it mounts), so the two arrive together rather than one after the other.
 */
export function preloadCharts() {
  charts ??= import('./dashboard-charts').catch((error: unknown) => {
    console.error('The dashboard charts could not be loaded', error);
    return null;
  });
  return charts;
}

/** When the chart code cannot be loaded, the card keeps its figures and says so in place of the chart. */
const Unavailable = () => (
  <Typography.Text type="secondary">
    The chart could not be loaded. Reload the page to try again.
  </Typography.Text>
);

const LazyMessagesChart = lazy(async () => ({
  default: (await preloadCharts())?.MessagesChart ?? Unavailable,
}));
const LazyPipelineFunnel = lazy(async () => ({
  default: (await preloadCharts())?.PipelineFunnel ?? Unavailable,
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
