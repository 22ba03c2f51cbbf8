import { Alert, Button, Flex, Progress, Typography } from 'antd';
import type { Import } from 'shared-api';
import { rowCount } from './import-labels';
import { ProblemList } from './problem-list';
import { useFollowedImport } from './use-followed-import';

export interface ImportStepProps {
  started: Import;
  onDone: () => void;
  onClose: () => void;
}

const count = (value: number) => value.toLocaleString('en-US');

function ImportProgress({ current }: { current: Import }) {
  const { processedRows, totalRows } = current;
  const percent = totalRows > 0 ? Math.floor((processedRows / totalRows) * 100) : 0;
  return (
    <Progress
      percent={percent}
      aria-label="Import progress"
      format={() => `${count(processedRows)} of ${rowCount(totalRows)}`}
    />
  );
}

function ImportResult({ current, onDone }: { current: Import; onDone: () => void }) {
  const { created, updated, skipped, problems } = current;
  return (
    <Flex vertical gap="middle">
      <Alert
        type="success"
        showIcon
        title={`Imported: ${count(created)} new, ${count(updated)} updated, ${count(skipped)} skipped`}
      />
      {problems.length > 0 && <ProblemList problems={problems} label="Rows skipped" />}
      <Flex justify="end">
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}

function ImportFailure({ current, onClose }: { current: Import; onClose: () => void }) {
  return (
    <Flex vertical gap="middle">
      <Alert type="error" showIcon title="The import failed" description={current.error} />
      <Flex justify="end">
        <Button onClick={onClose}>Close</Button>
      </Flex>
    </Flex>
  );
}

/** Step 3: the import runs as a job on the server; its progress, then what became of the rows. */
export function ImportStep({ started, onDone, onClose }: ImportStepProps) {
  const current = useFollowedImport(started);
  if (current.status === 'done') return <ImportResult current={current} onDone={onDone} />;
  if (current.status === 'failed') return <ImportFailure current={current} onClose={onClose} />;
  return (
    <>
      <Typography.Text>Importing {current.fileName}…</Typography.Text>
      <ImportProgress current={current} />
    </>
  );
}
