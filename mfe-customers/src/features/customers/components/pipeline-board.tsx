import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Badge, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import type { CustomerWithFigures } from 'shared-api';
import { formatRevenue, toast } from 'shared-ui';
import { useMoveCustomerMutation } from '../api/customers-api';
import {
  groupIntoColumns,
  PIPELINE_COLUMNS,
  type PipelineColumn,
  statusForDrop,
} from '../domain/pipeline-columns';
import { DraggableCustomerCard } from './customer-card';
import { columnKeyboardCoordinates } from './keyboard-columns';

interface PipelineBoardProps {
  tenantId: string;
  customers: CustomerWithFigures[];
}

const titleOf = (id: unknown) => PIPELINE_COLUMNS.find((column) => column.key === id)?.title ?? String(id);

/**
 * The four pipeline columns. A card dragged (mouse or keyboard) onto another column takes that column's status at
 * once; the move is undone with an error toast if the server refuses it.
 */
export function PipelineBoard({ tenantId, customers }: PipelineBoardProps) {
  const [moveCustomer] = useMoveCustomerMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => customers.find((customer) => customer.id === id)?.name ?? 'Customer';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use Left and Right to change column.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${titleOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped on ${titleOf(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const customer = customers.find((candidate) => candidate.id === active.id);
    const column = PIPELINE_COLUMNS.find((candidate) => candidate.key === over?.id);
    if (!customer || !column) return;
    const status = statusForDrop(customer.status, column.key);
    if (!status) return;
    try {
      await moveCustomer({ tenantId, customer, status }).unwrap();
    } catch (error) {
      console.error('Failed to save customer', error);
      toast.error('Failed to save customer');
    }
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <Row gutter={[16, 16]}>
        {groupIntoColumns(customers).map((column) => (
          <Col key={column.key} xs={24} md={12} xl={6}>
            <BoardColumn column={column} />
          </Col>
        ))}
      </Row>
    </DndContext>
  );
}

/** Cards a column shows at first and per 'Show more': a column of hundreds renders in steps, not all at once. */
const CARDS_PER_STEP = 12;

function BoardColumn({ column }: { column: PipelineColumn<CustomerWithFigures> }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.key });
  const [shown, setShown] = useState(CARDS_PER_STEP);
  const hidden = column.customers.length - shown;
  return (
    <section ref={setNodeRef} aria-label={column.title} data-testid={`column-${column.key}`}>
      <Card
        size="small"
        title={
          <Flex align="center" gap={8}>
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {column.title}
            </Typography.Title>
            <Badge
              count={column.customers.length}
              showZero
              color="gray"
              aria-label={`${column.customers.length} customers`}
            />
          </Flex>
        }
        extra={<Typography.Text type="secondary">{formatRevenue(column.revenue)} total</Typography.Text>}
        styles={{ body: { minHeight: 160, background: isOver ? 'rgba(22, 119, 255, 0.06)' : undefined } }}
      >
        <Flex vertical gap={8}>
          {column.customers.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No customers" />
          ) : (
            column.customers
              .slice(0, shown)
              .map((customer) => <DraggableCustomerCard key={customer.id} customer={customer} />)
          )}
          {hidden > 0 && (
            <Button type="dashed" block onClick={() => setShown((count) => count + CARDS_PER_STEP)}>
              Show more ({hidden})
            </Button>
          )}
        </Flex>
      </Card>
    </section>
  );
}
