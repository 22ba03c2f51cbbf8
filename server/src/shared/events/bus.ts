import { type ServerEvent, serverEventSchema } from 'shared-api/contract';
import type { DatabaseHandle } from '../../db/database';

/** The one PostgreSQL channel every server instance LISTENs on; each payload is a `ServerEvent` as JSON. */
export const EVENTS_CHANNEL = 'quotedesk_events';

export type EventHandler = (event: ServerEvent) => void;

export interface EventBus {
  /** Sends an event to every instance on the database, this one included. */
  publish(event: ServerEvent): Promise<void>;
  /** Calls `handler` with each event any instance publishes; returns the unsubscribe function. */
  subscribe(handler: EventHandler): () => void;
  /**
   * Calls `handler` after the connection to the database was lost and is back: events published meanwhile
   * were missed, so whatever was derived from them must be refreshed.
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

/** The events of all instances, carried by PostgreSQL LISTEN/NOTIFY: no broker beside the database. */
export async function startEventBus(database: DatabaseHandle, log: Logger): Promise<EventBus> {
  const handlers = new Set<EventHandler>();
  const resyncHandlers = new Set<() => void>();
  const deliver = (payload: string) => {
    const parsed = safeJson(payload);
    const event = serverEventSchema.safeParse(parsed);
    if (!event.success) return log.warn({ payload }, 'ignored a malformed server event');
    for (const handler of handlers) handler(event.data);
  };
  const listener = await database.listen(EVENTS_CHANNEL, deliver, {
    onReconnect: () => {
      for (const handler of resyncHandlers) handler();
    },
    onError: (error) => log.warn({ err: error }, 'server events: the LISTEN connection failed'),
  });
  const register = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };
  return {
    publish: (event) => database.notify(EVENTS_CHANNEL, JSON.stringify(event)),
    subscribe: (handler) => register(handlers, handler),
    onResync: (handler) => register(resyncHandlers, handler),
    close: () => listener.close(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
