import {
  type Active,
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { type CustomerWithFigures, PIPELINE_COLUMNS, type PipelineColumnKey } from 'shared-api';
import { columnKeyboardCoordinates } from './keyboard-columns';
import { titleOf } from './pipeline-text';

interface WideBoardProps {
  /** What a card dropped on a column does (the same move as its "Move to…" menu). */
  onDrop(customer: CustomerWithFigures, column: PipelineColumnKey): unknown;
  renderColumn(column: PipelineColumnKey): ReactNode;
}

const customerOf = (active: Active): CustomerWithFigures | undefined => active.data.current?.customer;
const nameOf = (active: Active) => customerOf(active)?.name ?? 'Customer';

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active)}. Use Left and Right to change column.`,
  onDragOver: ({ active, over }) => (over ? `${nameOf(active)} is over ${titleOf(over.id)}.` : undefined),
  onDragEnd: ({ active, over }) =>
    over ? `${nameOf(active)} was dropped on ${titleOf(over.id)}.` : `${nameOf(active)} was dropped.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
};

/** The columns side by side, a card dragged (mouse or keyboard) from one to another. */
export function WideBoard({ onDrop, renderColumn }: WideBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const customer = customerOf(active);
    const column = PIPELINE_COLUMNS.find((candidate) => candidate.key === over?.id);
    if (customer && column) void onDrop(customer, column.key);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <Row gutter={[16, 16]}>
        {PIPELINE_COLUMNS.map((column) => (
          <Col key={column.key} xs={24} md={12} xl={6}>
            {renderColumn(column.key)}
          </Col>
        ))}
      </Row>
    </DndContext>
  );
}
