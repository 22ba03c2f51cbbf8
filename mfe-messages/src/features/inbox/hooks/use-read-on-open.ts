import { useEffect, useRef } from 'react';
import type { MessageSummary, SettableMessageStatus } from 'shared-api';
import { statusOnOpen } from '../logic/status';

/**
 * Opening a message (a click, Enter, or its URL) marks a NEW one READ, once per opening: marking it unread
 * while it is open leaves it unread. A message not in the list is marked once it has loaded.
 */
export function useReadOnOpen(
  opening: string | null,
  message: MessageSummary | null,
  setStatus: (message: MessageSummary, status: SettableMessageStatus) => Promise<void>,
): void {
  const readAt = useRef<string | null>(null);
  useEffect(() => {
    if (opening === null || message === null || readAt.current === opening) return;
    readAt.current = opening;
    const next = statusOnOpen(message.status);
    if (next) void setStatus(message, next);
  }, [opening, message, setStatus]);
}
