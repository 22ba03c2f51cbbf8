import type { ServerEvent } from 'shared-api/contract';

/** Long enough to fold a burst (a Gmail import stores hundreds of messages), short to the eye. */
export const COALESCE_MS = 100;

/**
 * Delivers an event at once, then folds the identical events of the next `windowMs` into one delivery at its
 * end: each event tells the browser to refetch, so copies within a refetch's time only cost requests.
 */
export function coalescing(deliver: (event: ServerEvent) => void, windowMs = COALESCE_MS) {
  const pending = new Map<string, ServerEvent>();
  let window: NodeJS.Timeout | undefined;
  const closeWindow = () => {
    window = undefined;
    if (pending.size === 0) return;
    const events = [...pending.values()];
    pending.clear();
    for (const event of events) deliver(event);
    window = setTimeout(closeWindow, windowMs);
  };
  return {
    push(event: ServerEvent) {
      if (window) {
        pending.set(JSON.stringify(event), event);
        return;
      }
      deliver(event);
      window = setTimeout(closeWindow, windowMs);
    },
    cancel() {
      clearTimeout(window);
      pending.clear();
    },
  };
}
