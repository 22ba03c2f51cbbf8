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
        // At least 140 px each: five in a row on a wide screen, wrapping two by two on a phone.
        <Col key={title} flex="1 1 140px" role="listitem">
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
