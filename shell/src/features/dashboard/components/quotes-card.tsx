import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { Dashboard } from 'shared-api';
import { acceptanceRate } from '../logic/figures';

/** This month's quotes: sent to customers, accepted of those, and the acceptance rate. */
export function QuotesCard({ quotes }: { quotes: Dashboard['quotes'] }) {
  return (
    <Card title="Quotes this month" extra={<Link to="/customers">Open customers</Link>}>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="Sent" value={quotes.sent} />
        </Col>
        <Col span={8}>
          <Statistic title="Accepted" value={quotes.accepted} />
        </Col>
        <Col span={8}>
          <Statistic title="Acceptance rate" value={acceptanceRate(quotes)} suffix="%" />
        </Col>
      </Row>
    </Card>
  );
}
