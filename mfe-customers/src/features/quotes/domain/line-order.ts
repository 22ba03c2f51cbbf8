/** Moves the item at `index` one place up (-1) or down (+1); the list is unchanged when it would leave the ends. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
