import type { ServerEvent } from 'shared-api/contract';

/** Long enough to fold a burst (a Gmail import stores hundreds of messages) into one, short to the eye. */
export const COALESCE_MS = 100;

/**
 * Folds identical events raised within `delayMs` into one delivery: each tells the browser to refetch, so
 * a second copy before the refetch only costs a request.
 */
export function coalescing(deliver: (event: ServerEvent) => void, delayMs = COALESCE_MS) {
  const pending = new Map<string, ServerEvent>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const events = [...pending.values()];
    pending.clear();
    for (const event of events) deliver(event);
  };
  return {
    push(event: ServerEvent) {
      pending.set(JSON.stringify(event), event);
      timer ??= setTimeout(flush, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      pending.clear();
    },
  };
}
