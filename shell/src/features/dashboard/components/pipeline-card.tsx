import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { PIPELINE_COLUMNS, type PipelineStageFigures } from 'shared-api';
import { formatRevenue } from 'shared-ui';
import { PipelineFunnel } from '../charts/lazy-charts';
import { FigureList, FigureRow } from './figure-list';

const titleOf = (stage: PipelineStageFigures['stage']) =>
  PIPELINE_COLUMNS.find((column) => column.key === stage)?.title ?? stage;

const customerCount = (count: number) => (count === 1 ? '1 customer' : `${count} customers`);

/** The pipeline as a funnel: each stage's customers and revenue, as the pipeline's columns count them. */
export function PipelineCard({ stages }: { stages: PipelineStageFigures[] }) {
  const named = stages.map((stage) => ({ ...stage, title: titleOf(stage.stage) }));
  return (
    <Card title="Pipeline" extra={<Link to="/customers">Open pipeline</Link>}>
      <PipelineFunnel stages={named} />
      <FigureList label="Pipeline stages">
        {named.map(({ stage, title, customers, revenue }) => (
          <FigureRow key={stage} end={<Typography.Text strong>{formatRevenue(revenue)}</Typography.Text>}>
            <Typography.Text>{title}</Typography.Text>
            <Typography.Text type="secondary">{customerCount(customers)}</Typography.Text>
          </FigureRow>
        ))}
      </FigureList>
    </Card>
  );
}
