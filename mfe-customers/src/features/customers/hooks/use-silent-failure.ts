import { useEffect } from 'react';

/**
 * Logs a load failure once when it happens: these screens show no message for it
 * (docs/product-rules.md#silent-failures).
 */
export function useSilentFailure(failed: boolean, what: string, error?: unknown): void {
  useEffect(() => {
    if (failed) console.error(what, error);
  }, [failed, what, error]);
}
