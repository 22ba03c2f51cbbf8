import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { columnKeyboardCoordinates } from './keyboard-columns';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

const rect = (left: number) => ({ left, top: 100, width: 200, height: 400, right: left + 200, bottom: 500 });
const COLUMNS = { quoted: rect(440), prospects: rect(0), active: rect(660), contacted: rect(220) };

/** A card of 180 px whose left edge is at `left`, over the columns above (declared out of order on purpose). */
function press(code: string, left: number, overId: string | null = null) {
  const ids = Object.keys(COLUMNS);
  const context = {
    collisionRect: { left, top: 120, width: 180, height: 80, right: left + 180, bottom: 200 },
    droppableRects: new Map(Object.entries(COLUMNS)),
    droppableContainers: { getEnabled: () => ids.map((id) => ({ id })) },
    over: overId ? { id: overId } : null,
  } as unknown as Context;
  const event = new KeyboardEvent('keydown', { code });
  return columnKeyboardCoordinates(event, {
    active: 'card',
    context,
    currentCoordinates: { x: left, y: 120 },
  });
}

describe('columnKeyboardCoordinates', () => {
  it('jumps to the next column on the right and the previous one on the left', () => {
    expect(press('ArrowRight', 10)).toEqual({ x: 228, y: 108 }); // Prospects → Contacted
    expect(press('ArrowRight', 228)).toEqual({ x: 448, y: 108 }); // Contacted → Quoted
    expect(press('ArrowLeft', 448)).toEqual({ x: 228, y: 108 }); // Quoted → Contacted
  });

  it('stays in the first or last column at the ends', () => {
    expect(press('ArrowLeft', 10)).toEqual({ x: 8, y: 108 });
    expect(press('ArrowRight', 668)).toEqual({ x: 668, y: 108 });
  });

  it('leaves other keys to dnd-kit', () => {
    expect(press('ArrowDown', 10)).toBeUndefined();
    expect(press('KeyA', 10)).toBeUndefined();
  });
});
