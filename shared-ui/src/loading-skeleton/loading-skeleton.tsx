import { Flex, Skeleton, Typography } from 'antd';

/** The outline of what is coming, so the screen keeps its shape when it lands (no layout shift). */
export type SkeletonShape = 'list' | 'detail' | 'column';

export interface LoadingSkeletonProps {
  /** The screen's own loading words ("Loading messages..."), shown and announced. */
  label: string;
  shape: SkeletonShape;
  /** Rows of a list or a column. */
  rows?: number;
}

function ListRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
    <Flex key={row} gap="middle" align="center" style={{ padding: '12px 16px' }}>
      <Skeleton.Avatar active />
      <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '90%'] }} />
    </Flex>
  ));
}

function ColumnCards({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
    <Skeleton.Node key={row} active style={{ width: '100%', height: 96 }} />
  ));
}

function DetailBlocks() {
  return (
    <>
      <Skeleton.Input active size="large" style={{ width: 280 }} />
      <Skeleton.Button active size="small" style={{ width: 320 }} />
      <Skeleton active paragraph={{ rows: 6 }} />
    </>
  );
}

/**
 * What a screen shows while its content loads over a slow connection: grey blocks in the shape of that content
 * under the screen's own loading words, in a live region so a screen reader hears the words once.
 */
export function LoadingSkeleton({ label, shape, rows = 6 }: LoadingSkeletonProps) {
  return (
    <Flex vertical gap="small" role="status" aria-busy="true" style={{ padding: 16, width: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {shape === 'list' && <ListRows rows={rows} />}
      {shape === 'column' && <ColumnCards rows={rows} />}
      {shape === 'detail' && <DetailBlocks />}
    </Flex>
  );
}
