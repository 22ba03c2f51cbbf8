import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves between the pipeline's columns: Left and Right jump the picked-up card to the previous or next
 * column (dnd-kit's default would nudge it 25 px per key press).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter(
      (column): column is { id: typeof column.id; rect: NonNullable<typeof column.rect> } => !!column.rect,
    )
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? columns.findIndex((column) => column.id === over.id)
    : columns.findIndex(
        (column) => centre >= column.rect.left && centre <= column.rect.left + column.rect.width,
      );
  const target = columns[Math.min(Math.max(current + step, 0), columns.length - 1)];
  if (!target) return undefined;
  return { x: target.rect.left + 8, y: target.rect.top + 8 };
};
