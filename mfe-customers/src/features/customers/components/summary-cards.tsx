import { Card, Col, Row, Statistic } from 'antd';
import { formatRevenue } from 'shared-ui';
import type { PipelineSummary } from '../domain/summary';

/** The pipeline's five summary cards. */
export function SummaryCards({ summary }: { summary: PipelineSummary }) {
  const cards = [
    { title: 'Total Customers', value: String(summary.totalCustomers) },
    { title: 'AI Quotes', value: String(summary.aiQuotes) },
    { title: 'Pending', value: String(summary.pending) },
    { title: 'AI Rate', value: `${summary.aiRate}%` },
    { title: 'Revenue', value: formatRevenue(summary.revenue) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} role="list" aria-label="Pipeline summary">
      {cards.map(({ title, value }) => (
        <Col key={title} xs={12} md={8} xl={4} flex="1 1 0" role="listitem">
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
