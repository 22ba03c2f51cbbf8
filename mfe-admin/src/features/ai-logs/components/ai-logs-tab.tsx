import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import type { AiPrompt } from 'shared-api';
import { LoadFailure, toast } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { type AiLogFilters, matchesSearch, NO_FILTERS, toQuery } from '../ai-log-filters';
import { useGetAiLogsQuery } from '../api/ai-logs-api';
import { useDeleteAiLogs } from '../hooks/use-delete-ai-logs';
import { aiLogColumns } from './ai-log-columns';
import { AiLogDialog } from './ai-log-dialog';
import { AiLogFilterBar } from './ai-log-filter-bar';

const LOAD_FAILED = 'Failed to fetch AI logs';

/**
 * AI Logs: filters, the shared table with row selection (the header box selects the page's rows; selections on
 * other pages are kept), 'Delete Selected' for every selected log, per-row delete and the details dialog.
 */
export function AiLogsTab({ tenantId }: { tenantId: string }) {
  const [filters, setFilters] = useState<AiLogFilters>(NO_FILTERS);
  const { data, isFetching, isError, refetch } = useGetAiLogsQuery(toQuery(filters, tenantId));
  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);
  const rows = useMemo(
    () => data?.filter((prompt) => matchesSearch(prompt, filters.search)),
    [data, filters.search],
  );
  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<AiPrompt | null>(null);
  const { remove, deleting } = useDeleteAiLogs(tenantId);

  // A selection never outlives its rows (after a delete or a new filter).
  useEffect(() => {
    const present = new Set(rows?.map((prompt) => prompt.id));
    setSelected((keys) =>
      keys.every((key) => present.has(String(key))) ? keys : keys.filter((key) => present.has(String(key))),
    );
  }, [rows]);

  const columns = aiLogColumns({
    onView: setViewing,
    onDelete: (prompt) => void remove([prompt.id]),
  });

  return (
    <Flex vertical gap="middle">
      <AiLogFilterBar onApply={setFilters} />
      <DataTable
        columns={columns}
        dataSource={rows}
        rowKey="id"
        keyColumn="createdAt"
        loading={isFetching}
        defaultSort={{ key: 'createdAt', order: 'descend' }}
        onRowDoubleClick={setViewing}
        emptyText={isError ? <LoadFailure title={LOAD_FAILED} onRetry={refetch} /> : undefined}
        // The table shows one page at a time: keys selected on other pages stay selected.
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
        toolbarExtra={
          <Flex align="center" gap="middle">
            {selected.length > 0 && (
              <Typography.Text>{`${selected.length} item(s) selected`}</Typography.Text>
            )}
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={selected.length === 0}
              loading={deleting}
              onClick={async () => {
                if (await remove(selected.map(String))) setSelected([]);
              }}
            >
              Delete Selected
            </Button>
          </Flex>
        }
      />
      {viewing && <AiLogDialog prompt={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
