import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Receives the payloads NOTIFYed on one channel, by any server on the same database. */
export type NotificationHandler = (payload: string) => void;

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /**
   * Called after the connection was lost and is listening again: notifications sent meanwhile were missed,
   * so anything derived from them (a cache) must be refreshed.
   */
  onReconnect?: () => void;
  onError?: (error: Error) => void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed to other
 * queries). A lost connection is reopened with back-off, forever, until `close()`.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handler: NotificationHandler,
  { onReconnect, onError }: ListenOptions = {},
): Promise<ChannelListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    next.on('error', (error) => onError?.(error));
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const scheduleReconnect = () => {
    timer = setTimeout(async () => {
      try {
        await connect();
        onReconnect?.();
      } catch (error) {
        onError?.(error as Error);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!closed) scheduleReconnect();
      }
    }, retryMs);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

/** LISTEN inside the embedded PGlite: one process, so every NOTIFY comes from this server. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handler: NotificationHandler,
): Promise<ChannelListener> {
  const unlisten = await client.listen(channel, handler);
  return { close: () => unlisten() };
}
