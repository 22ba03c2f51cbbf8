import type { WebhookDeliveryStatus, WebhookEvent } from 'shared-api';

/**
 * How the Integrations tab words each event a webhook may be sent. Keyed by the contract's enum: an event added
 * there does not compile until it is worded here, and the Add webhook checkboxes list them all.
 */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'message.received': 'Message received',
  'quote.sent': 'Quote sent',
  'quote.accepted': 'Quote accepted',
  'quote.declined': 'Quote declined',
  'customer.created': 'Customer created',
  'customer.moved': 'Customer moved',
};

/** A delivery's status as a tag: its word and the antd status colour (readable in both themes). */
export const DELIVERY_STATUS_TAGS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'processing' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};
