import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Checkbox, Flex, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import type { AiPrompt } from 'shared-api';
import { toast } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { type AiLogFilters, matchesSearch, NO_FILTERS, toQuery } from '../ai-log-filters';
import { useGetAiLogsQuery } from '../api/ai-logs-api';
import { useDeleteAiLogs } from '../hooks/use-delete-ai-logs';
import { aiLogColumns } from './ai-log-columns';
import { AiLogDialog } from './ai-log-dialog';
import { AiLogFilterBar } from './ai-log-filter-bar';

/** AI Logs: filters, the shared table with row selection, bulk and per-row delete, the details dialog. */
export function AiLogsTab({ tenantId }: { tenantId: string }) {
  const [filters, setFilters] = useState<AiLogFilters>(NO_FILTERS);
  const { data, isFetching, isError } = useGetAiLogsQuery(toQuery(filters, tenantId));
  useEffect(() => {
    if (isError) toast.error('Failed to fetch AI logs');
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

  const allSelected = Boolean(rows?.length) && selected.length === rows?.length;

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
        loading={isFetching}
        defaultSort={{ key: 'createdAt', order: 'descend' }}
        onRowDoubleClick={setViewing}
        // The select-all box sits in the toolbar: in the header, antd copies it into an aria-hidden measuring
        // row, leaving a focusable control hidden from screen readers. This one also spans every page.
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, hideSelectAll: true }}
        toolbarExtra={
          <Flex align="center" gap="middle">
            <Checkbox
              checked={allSelected}
              indeterminate={selected.length > 0 && !allSelected}
              disabled={!rows?.length}
              onChange={(event) =>
                setSelected(event.target.checked ? (rows ?? []).map((prompt) => prompt.id) : [])
              }
            >
              Select all
            </Checkbox>
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
