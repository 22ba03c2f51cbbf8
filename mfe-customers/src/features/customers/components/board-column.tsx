import { useDroppable } from '@dnd-kit/core';
import { Badge, Card, Empty, Flex, Typography } from 'antd';
import type { CustomerWithFigures, PipelineColumnKey } from 'shared-api';
import { formatRevenue, LoadFailure, LoadingSkeleton } from 'shared-ui';
import { useColumnCustomers } from '../hooks/use-column-customers';
import { useSilentFailure } from '../hooks/use-silent-failure';
import { LoadMore } from './load-more';
import { PipelineCard } from './pipeline-card';

export interface BoardColumnProps {
  tenantId: string;
  columnKey: PipelineColumnKey;
  title: string;
  search: string;
  figures: { customers: number; revenue: number };
  /** Whether its cards can be dragged to the other columns (the wide board). */
  draggable: boolean;
  onMoveTo(customer: CustomerWithFigures, column: PipelineColumnKey): Promise<void>;
}

/** A pipeline column: its title, count and revenue, and its cards page by page; a drop target on the board. */
export function BoardColumn({
  tenantId,
  columnKey,
  title,
  search,
  figures,
  draggable,
  onMoveTo,
}: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnKey, disabled: !draggable });
  const { customers, count, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useColumnCustomers(tenantId, columnKey, search, figures.customers);
  useSilentFailure(isError, 'Failed to load customers');
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
            // The wide board's columns scroll side by side; a compact screen's one column scrolls with the page.
            maxHeight: draggable ? '70vh' : undefined,
            overflowY: draggable ? 'auto' : undefined,
            background: isOver ? 'rgba(22, 119, 255, 0.06)' : undefined,
          },
        }}
      >
        <Flex vertical gap={8}>
          {isLoading ? (
            <LoadingSkeleton label="Loading customers..." shape="column" rows={3} />
          ) : isError && customers.length === 0 ? (
            <LoadFailure title="Customers could not be loaded." onRetry={refetch} />
          ) : customers.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customers" />
          ) : (
            customers.map((customer) => (
              <PipelineCard
                key={customer.id}
                customer={customer}
                column={columnKey}
                draggable={draggable}
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
