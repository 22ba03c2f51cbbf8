import { Segmented } from 'antd';
import { PIPELINE_COLUMNS, type PipelineColumnKey } from 'shared-api';
import type { CustomerStatusTotals } from 'shared-api/contract';
import { formatRevenue } from 'shared-ui';
import { columnFigures } from '../domain/pipeline-columns';
import { useColumnCustomers } from '../hooks/use-column-customers';

interface ColumnSwitcherProps {
  tenantId: string;
  totals: readonly CustomerStatusTotals[];
  search: string;
  value: PipelineColumnKey;
  onChange(column: PipelineColumnKey): void;
}

/**
 * The compact screen's choice of the one column it shows: each option has the column's title, count and revenue,
 * the figures of the board's column headers. It scrolls sideways when the four do not fit.
 */
export function ColumnSwitcher({ tenantId, totals, search, value, onChange }: ColumnSwitcherProps) {
  const options = PIPELINE_COLUMNS.map(({ key, title }) => ({
    value: key,
    label: (
      <ColumnOption
        tenantId={tenantId}
        column={key}
        title={title}
        search={search}
        figures={columnFigures(totals, key)}
      />
    ),
  }));
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%', marginBottom: 16 }}>
      <Segmented<PipelineColumnKey>
        aria-label="Pipeline column"
        options={options}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

interface ColumnOptionProps {
  tenantId: string;
  column: PipelineColumnKey;
  title: string;
  search: string;
  figures: { customers: number; revenue: number };
}

function ColumnOption({ tenantId, column, title, search, figures }: ColumnOptionProps) {
  const { count } = useColumnCustomers(tenantId, column, search, figures.customers);
  // Under a search the header shows no revenue (the totals are the tenant's, not the matches'); nor does this.
  const revenue = search ? '' : ` · ${formatRevenue(figures.revenue)}`;
  return (
    <span style={{ display: 'block', padding: '4px 0', lineHeight: 1.3 }}>
      <span style={{ display: 'block', fontWeight: 600 }}>{title}</span>
      <span style={{ display: 'block', fontSize: 12 }}>
        {count} {count === '1' ? 'customer' : 'customers'}
        {revenue}
      </span>
    </span>
  );
}
