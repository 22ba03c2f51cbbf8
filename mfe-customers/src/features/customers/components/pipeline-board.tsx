import {
  type Active,
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Badge, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { type CustomerWithFigures, columnList, PIPELINE_COLUMNS, type PipelineColumnKey } from 'shared-api';
import type { CustomerStatusTotals } from 'shared-api/contract';
import { formatRevenue, LoadFailure } from 'shared-ui';
import { useGetCustomerPagesInfiniteQuery } from '../api/customers-api';
import { columnFigures } from '../domain/pipeline-columns';
import { useColumnDrop } from '../hooks/use-column-drop';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { DraggableCustomerCard } from './customer-card';
import { columnKeyboardCoordinates } from './keyboard-columns';
import { LoadMore } from './load-more';

interface PipelineBoardProps {
  tenantId: string;
  /** The tenant's totals per status: the columns' counts and revenue. */
  totals: readonly CustomerStatusTotals[];
  search: string;
}

const titleOf = (id: unknown) => PIPELINE_COLUMNS.find((column) => column.key === id)?.title ?? String(id);
const customerOf = (active: Active): CustomerWithFigures | undefined => active.data.current?.customer;
const nameOf = (active: Active) => customerOf(active)?.name ?? 'Customer';

// Read by screen readers, not shown (the usual clip pattern).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active)}. Use Left and Right to change column.`,
  onDragOver: ({ active, over }) => (over ? `${nameOf(active)} is over ${titleOf(over.id)}.` : undefined),
  onDragEnd: ({ active, over }) =>
    over ? `${nameOf(active)} was dropped on ${titleOf(over.id)}.` : `${nameOf(active)} was dropped.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
};

/**
 * The four pipeline columns, each loading its own cards page by page. A card dragged (mouse or keyboard) onto
 * another column takes that column's status (see `useColumnDrop`); both columns' counts follow.
 */
export function PipelineBoard({ tenantId, totals, search }: PipelineBoardProps) {
  const dropOn = useColumnDrop(tenantId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  // The "Move to…" menu's outcome, read out by screen readers (drags have dnd-kit's own announcements).
  const [moved, setMoved] = useState('');
  const moveTo = async (customer: CustomerWithFigures, column: PipelineColumnKey) => {
    if (await dropOn(customer, column)) setMoved(`${customer.name} was moved to ${titleOf(column)}.`);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const customer = customerOf(active);
    const column = PIPELINE_COLUMNS.find((candidate) => candidate.key === over?.id);
    if (customer && column) void dropOn(customer, column.key);
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <div role="status" style={VISUALLY_HIDDEN}>
        {moved}
      </div>
      <Row gutter={[16, 16]}>
        {PIPELINE_COLUMNS.map((column) => (
          <Col key={column.key} xs={24} md={12} xl={6}>
            <BoardColumn
              tenantId={tenantId}
              columnKey={column.key}
              title={column.title}
              search={search}
              figures={columnFigures(totals, column.key)}
              onMoveTo={moveTo}
            />
          </Col>
        ))}
      </Row>
    </DndContext>
  );
}

interface BoardColumnProps {
  tenantId: string;
  columnKey: PipelineColumnKey;
  title: string;
  search: string;
  figures: { customers: number; revenue: number };
  onMoveTo(customer: CustomerWithFigures, column: PipelineColumnKey): Promise<void>;
}

function BoardColumn({ tenantId, columnKey, title, search, figures, onMoveTo }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnKey });
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetCustomerPagesInfiniteQuery(columnList(tenantId, columnKey, search));
  useSilentFailure(isError, 'Failed to load customers');
  const customers = data?.pages.flatMap((page) => page.customers) ?? [];
  // Under a search the tenant's totals do not apply: the column counts the matches it has found so far.
  const count = search ? `${customers.length}${hasNextPage ? '+' : ''}` : figures.customers;
  return (
    <section ref={setNodeRef} aria-label={title} data-testid={`column-${columnKey}`}>
      <Card
        size="small"
        title={
          <Flex align="center" gap={8}>
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {title}
            </Typography.Title>
            <Badge count={count} showZero color="gray" aria-label={`${count} customers`} />
          </Flex>
        }
        extra={
          search ? null : (
            <Typography.Text type="secondary">{formatRevenue(figures.revenue)} total</Typography.Text>
          )
        }
        styles={{
          body: {
            minHeight: 160,
            maxHeight: '70vh',
            overflowY: 'auto',
            background: isOver ? 'rgba(22, 119, 255, 0.06)' : undefined,
          },
        }}
      >
        <Flex vertical gap={8}>
          {isLoading ? (
            <Spin description="Loading customers..." />
          ) : isError && customers.length === 0 ? (
            <LoadFailure title="Customers could not be loaded." onRetry={refetch} />
          ) : customers.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customers" />
          ) : (
            customers.map((customer) => (
              <DraggableCustomerCard
                key={customer.id}
                customer={customer}
                column={columnKey}
                onMoveTo={(target) => onMoveTo(customer, target)}
              />
            ))
          )}
          <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => fetchNextPage()}>
            {search ? 'Show more' : `Show more (${Math.max(figures.customers - customers.length, 0)})`}
          </LoadMore>
        </Flex>
      </Card>
    </section>
  );
}
