import { Flex, Tag, Typography } from 'antd';
import Table, { type ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { AuditEvent } from 'shared-api';
import { LoadFailure, toast } from 'shared-ui';
import { LoadMore } from '../../../shared/components/load-more';
import { useGetAuditEventsInfiniteQuery } from '../api/audit-log-api';
import { actionLabel, detailsText } from '../audit-labels';

const LOAD_FAILED = 'Failed to load the audit log';

const columns: ColumnsType<AuditEvent> = [
  {
    title: 'When',
    dataIndex: 'createdAt',
    width: 190,
    // Stays in view while a narrow screen scrolls the log sideways.
    fixed: 'start',
    render: (createdAt: string) => dayjs(createdAt).format('MMM D, YYYY h:mm:ss A'),
  },
  {
    title: 'Who',
    key: 'actor',
    render: (_value, event) => (
      <Flex gap={6} wrap align="center">
        <span>{event.actor.email}</span>
        {event.actingAsSupport && <Tag color="orange">Support</Tag>}
      </Flex>
    ),
  },
  { title: 'What', dataIndex: 'action', render: (action: string) => actionLabel(action) },
  {
    title: 'Target',
    key: 'target',
    render: (_value, { target }) => (target ? `${target.type} ${target.id ?? ''}`.trim() : '—'),
  },
  {
    title: 'Details',
    dataIndex: 'details',
    render: (details: AuditEvent['details']) => (
      <Typography.Text type="secondary" ellipsis={{ tooltip: true }} style={{ maxWidth: 320 }}>
        {detailsText(details) || '—'}
      </Typography.Text>
    ),
  },
];

/** Admin Panel → Audit log: the tenant's events, newest first, 20 at a time (docs/product-rules.md#audit-log). */
export function AuditLogTab({ tenantId }: { tenantId: string }) {
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    // Always fresh on opening: the log grows with every change, made here or elsewhere.
    useGetAuditEventsInfiniteQuery(tenantId, { refetchOnMountOrArgChange: true });
  const events = data?.pages.flatMap((page) => page.events) ?? [];

  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);

  if (isError && events.length === 0) return <LoadFailure title={LOAD_FAILED} onRetry={refetch} />;
  return (
    <Flex vertical gap="middle">
      <Table<AuditEvent>
        rowKey="id"
        columns={columns}
        dataSource={events}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: 'No events recorded yet.' }}
        data-testid="audit-log"
      />
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </Flex>
  );
}
