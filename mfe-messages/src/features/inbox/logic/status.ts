import type { MessageStatus, SettableMessageStatus } from 'shared-api';

/**
 * The message status rules (docs/product-rules.md#message-statuses). Each returns the status to set, or null
 * when nothing changes.
 */

/** Opening a NEW message sets it to READ. */
export function statusOnOpen(status: MessageStatus): SettableMessageStatus | null {
  return status === 'NEW' ? 'READ' : null;
}

/** The important toggle sets IMPORTANT, or READ if it was already IMPORTANT. */
export function statusOnToggleImportant(status: MessageStatus): SettableMessageStatus {
  return status === 'IMPORTANT' ? 'READ' : 'IMPORTANT';
}

/** Mark as unread sets NEW. */
export function statusOnMarkUnread(status: MessageStatus): SettableMessageStatus | null {
  return status === 'NEW' ? null : 'NEW';
}
