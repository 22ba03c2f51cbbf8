import { useState } from 'react';
import { type CustomerWithFigures, PIPELINE_COLUMNS, type PipelineColumnKey } from 'shared-api';
import type { CustomerStatusTotals } from 'shared-api/contract';
import { useCompactScreen } from 'shared-ui';
import { columnFigures } from '../domain/pipeline-columns';
import { useColumnDrop } from '../hooks/use-column-drop';
import { BoardColumn } from './board-column';
import { ColumnSwitcher } from './column-switcher';
import { titleOf, VISUALLY_HIDDEN } from './pipeline-text';
import { WideBoard } from './wide-board';

interface PipelineBoardProps {
  tenantId: string;
  /** The tenant's totals per status: the columns' counts and revenue. */
  totals: readonly CustomerStatusTotals[];
  search: string;
}

/**
 * The pipeline's four columns, each loading its own cards page by page: side by side with drag and drop on a
 * wide screen, one at a time with a switcher on a compact one. Every card's "Move to…" menu moves it as a drop
 * would (see `useColumnDrop`); both columns' counts follow.
 */
export function PipelineBoard({ tenantId, totals, search }: PipelineBoardProps) {
  const compact = useCompactScreen();
  const dropOn = useColumnDrop(tenantId);
  const [shown, setShown] = useState<PipelineColumnKey>(PIPELINE_COLUMNS[0].key);

  // The "Move to…" menu's outcome, read out by screen readers (drags have dnd-kit's own announcements).
  const [moved, setMoved] = useState('');
  const moveTo = async (customer: CustomerWithFigures, column: PipelineColumnKey) => {
    if (await dropOn(customer, column)) setMoved(`${customer.name} was moved to ${titleOf(column)}.`);
  };

  const column = (key: PipelineColumnKey) => (
    <BoardColumn
      tenantId={tenantId}
      columnKey={key}
      title={titleOf(key)}
      search={search}
      figures={columnFigures(totals, key)}
      draggable={!compact}
      onMoveTo={moveTo}
    />
  );

  return (
    <>
      <div role="status" style={VISUALLY_HIDDEN}>
        {moved}
      </div>
      {compact ? (
        <>
          <ColumnSwitcher
            tenantId={tenantId}
            totals={totals}
            search={search}
            value={shown}
            onChange={setShown}
          />
          {column(shown)}
        </>
      ) : (
        <WideBoard onDrop={dropOn} renderColumn={column} />
      )}
    </>
  );
}
