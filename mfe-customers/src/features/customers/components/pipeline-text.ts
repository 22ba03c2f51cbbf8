import { PIPELINE_COLUMNS } from 'shared-api';

/** A column's title, or the id itself for one the board does not know. */
export const titleOf = (id: unknown) =>
  PIPELINE_COLUMNS.find((column) => column.key === id)?.title ?? String(id);

/** Read by screen readers, not shown (the usual clip pattern). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
