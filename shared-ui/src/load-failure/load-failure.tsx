import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useDismissFirstPaint } from '../first-paint';

export interface LoadFailureProps {
  /** What could not be loaded: the screen's own words (its toast text, where the screen toasts the failure). */
  title: string;
  description?: ReactNode;
  /** Loads it again (an RTK Query `refetch`, a remote's retry). */
  onRetry: () => unknown;
}

/**
 * What a screen (or a part of one) shows in place of its content when loading it failed: the failure and a
 * Retry that loads it again, so a failed load never leaves an endless skeleton or spinner. The toast, where the
 * product has one for the failure, stays the screen's (docs/product-rules.md#silent-failures). Nor does the
 * server's first paint of the screen hide it.
 */
export function LoadFailure({ title, description, onRetry }: LoadFailureProps) {
  useDismissFirstPaint(true);
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={() => onRetry()}>
          Retry
        </Button>
      }
    />
  );
}
