import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { useDraggable } from '@dnd-kit/core';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { CustomerWithFigures, PipelineColumnKey } from 'shared-api';
import { CustomerCard } from './customer-card';
import { MoveToMenu } from './move-to-menu';

interface PipelineCardProps {
  customer: CustomerWithFigures;
  /** The column showing the card. */
  column: PipelineColumnKey;
  /** Whether it has a drag handle too (the wide board, where the other columns are in sight). */
  draggable: boolean;
  onMoveTo(column: PipelineColumnKey): void;
}

/** A pipeline card: moved with its "Move to…" menu on every screen, and dragged as well on the wide board. */
export function PipelineCard({ customer, column, draggable, onMoveTo }: PipelineCardProps) {
  const menu = <MoveToMenu customer={customer} column={column} onMoveTo={onMoveTo} />;
  return draggable ? (
    <DraggableCard customer={customer} menu={menu} />
  ) : (
    <CustomerCard customer={customer} actions={menu} />
  );
}

/** A card dragged by its handle, with the mouse or the keyboard (Space, arrows, Space). */
function DraggableCard({ customer, menu }: { customer: CustomerWithFigures; menu: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: customer.id,
    data: { customer },
  });
  const style = transform
    ? {
        transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`,
        zIndex: 10,
        position: 'relative' as const,
      }
    : undefined;
  const handle = (
    <Tooltip title="Drag to another column" mouseEnterDelay={0}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`Move ${customer.name}`}
        {...attributes}
        {...listeners}
        onClick={(event) => event.stopPropagation()}
        style={{ cursor: 'grab', touchAction: 'none' }}
      />
    </Tooltip>
  );
  return (
    <div ref={setNodeRef} style={{ ...style, opacity: isDragging ? 0.85 : 1 }}>
      <CustomerCard customer={customer} handle={handle} actions={menu} />
    </div>
  );
}
