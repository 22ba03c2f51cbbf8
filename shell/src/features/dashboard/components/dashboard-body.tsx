import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { preloadCharts } from '../charts/lazy-charts';
import { LatestMessagesCard } from './latest-messages-card';
import { MessagesCard } from './messages-card';
import { NewTenantSteps } from './new-tenant-steps';
import { PipelineCard } from './pipeline-card';
import { QuotesCard } from './quotes-card';

/** The cards' places: messages and pipeline side by side on a wide screen, quotes and the latest below. */
const HALF = { xs: 24, xl: 12 };

/** The figures once loaded; a skeleton until then; a retryable error instead of an endless skeleton. */
export function DashboardBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetDashboardQuery();
  useEffect(() => void preloadCharts(), []);
  if (isLoading) return <DashboardSkeleton />;
  if (isError || !data)
    return (
      <Result
        status="warning"
        title="The dashboard could not be loaded"
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  if (!data.setup.hasMessages && !data.setup.hasCustomers) return <NewTenantSteps setup={data.setup} />;
  return (
    <Row gutter={[16, 16]}>
      <Col {...HALF}>
        <MessagesCard today={data.today} days={data.messages} />
      </Col>
      <Col {...HALF}>
        <PipelineCard stages={data.pipeline} />
      </Col>
      <Col {...HALF}>
        <QuotesCard quotes={data.quotes} />
      </Col>
      <Col {...HALF}>
        <LatestMessagesCard messages={data.latestMessages} />
      </Col>
    </Row>
  );
}

function DashboardSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading the dashboard">
      {[0, 1, 2, 3].map((card) => (
        <Col key={card} {...HALF}>
          <Card>
            <Skeleton active paragraph={{ rows: 5 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
