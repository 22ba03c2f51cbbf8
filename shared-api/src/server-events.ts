import { useEffect, useRef } from 'react';
import { api, type TAG_TYPES } from './api';
import type { ServerEvent, ServerEventType } from './contract/events';
import { routeOf } from './contract/routes';
import { apiUrl } from './runtime-config';
import type { AppDispatch } from './store';

type TagType = (typeof TAG_TYPES)[number];

/** What each event makes stale in the RTK Query cache: every remote's queries with these tags refetch. */
const STALE_TAGS: Record<ServerEventType, TagType[]> = {
  'inbox.changed': ['Message', 'MessageCounts'],
  'gmail-import.changed': ['GmailImport'],
  'import.changed': ['Import'],
  'tenant-export.changed': ['TenantExport'],
  'customer-notes.changed': ['CustomerNote'],
  // A quote's status moves its customer's figures and maybe its pipeline column.
  'quotes.changed': ['Quote', 'Customer'],
  // Never reaches a browser: the server closes the streams of the ended sessions.
  'sessions.ended': [],
};

/** Back-off before reopening a stream the browser gave up on (a 401, a 502 while an instance restarts). */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

type Handler = (event: ServerEvent) => void;
const handlers = new Set<Handler>();

/** Calls `handler` with every server event while subscribed; returns the unsubscribe function. */
export function onServerEvent(handler: Handler): () => void {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}

/** Runs `handler` (latest render's) on each server event of `type`, while the component is mounted. */
export function useServerEvent<T extends ServerEventType>(
  type: T,
  handler: (event: Extract<ServerEvent, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      onServerEvent((event) => {
        if (event.type === type) latest.current(event as Extract<ServerEvent, { type: T }>);
      }),
    [type],
  );
}

/** What an event from the stream does: its tags become stale and the subscribers hear of it. */
export function receiveServerEvent(dispatch: AppDispatch, event: ServerEvent): void {
  dispatch(api.util.invalidateTags(STALE_TAGS[event.type]));
  for (const handler of handlers) handler(event);
}

function isServerEvent(value: unknown): value is ServerEvent {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type in STALE_TAGS;
}

function everyStaleTag(): TagType[] {
  return [...new Set(Object.values(STALE_TAGS).flat())];
}

/**
 * Follows `GET /api/events` for the signed-in user: each event invalidates the tags it names and reaches
 * `onServerEvent` subscribers. EventSource reconnects by itself after a dropped stream; when it gives up (an
 * error status), the stream is reopened with back-off. After any reconnect, whatever might have been missed is
 * refetched. Returns the function that stops following.
 */
export function followServerEvents(
  dispatch: AppDispatch,
  { EventSourceImpl = globalThis.EventSource }: { EventSourceImpl?: typeof EventSource } = {},
): () => void {
  let source: EventSource | null = null;
  let retryMs = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let opened = false;

  const open = () => {
    const current = new EventSourceImpl(apiUrl(routeOf('followEvents').path), { withCredentials: true });
    source = current;
    current.onopen = () => {
      retryMs = RETRY_MIN_MS;
      if (opened) dispatch(api.util.invalidateTags(everyStaleTag()));
      opened = true;
    };
    current.onmessage = (message: MessageEvent<string>) => {
      const event = parse(message.data);
      if (isServerEvent(event)) receiveServerEvent(dispatch, event);
    };
    current.onerror = () => {
      if (current.readyState !== current.CLOSED || stopped) return;
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
  };

  if (EventSourceImpl) open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
