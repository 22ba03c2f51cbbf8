import { useEffect } from 'react';

/** Logs a load failure once when it happens (spec §8: loading failures on these screens show no message). */
export function useSilentFailure(failed: boolean, what: string, error?: unknown): void {
  useEffect(() => {
    if (failed) console.error(what, error);
  }, [failed, what, error]);
}
