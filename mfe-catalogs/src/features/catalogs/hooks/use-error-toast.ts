import { useEffect } from 'react';
import { toast } from 'shared-ui';

/** Toasts `message` each time a query turns to failed: this screen shows its load failures. */
export function useErrorToast(isError: boolean, message: string): void {
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, message]);
}
