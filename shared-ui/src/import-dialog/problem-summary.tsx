import { Alert } from 'antd';
import type { Import } from 'shared-api';
import { rowCount } from './import-labels';
import { ProblemList } from './problem-list';

/** Before importing: how many rows of the whole file will be skipped, and the first of them. */
export function ProblemSummary({ checked }: { checked: Import }) {
  if (checked.problemCount === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${rowCount(checked.problemCount)} with problems will be skipped`}
      description={<ProblemList problems={checked.problems} label="Rows that will be skipped" />}
    />
  );
}
