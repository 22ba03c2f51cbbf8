import type { AuditAction, AuditEvent } from 'shared-api';

/** How the admin panel names each action of the audit log (docs/product-rules.md#audit-log). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'support.view-started': 'Support view started',
  'support.view-ended': 'Support view ended',
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.deleted': 'User deleted',
  'user.invitation-resent': 'Invitation resent',
  'user.reset-link-created': 'Reset link made',
  'tenant.branding-changed': 'Colours changed',
  'tenant.theme-changed': 'Theme changed',
  'tenant.renamed': 'Company renamed',
  'tenant.logo-uploaded': 'Logo uploaded',
  'tenant.sidebar-logo-uploaded': 'Sidebar logo uploaded',
  'tenant.inbound-key-rotated': 'Inbound key replaced',
  'api-key.created': 'API key created',
  'api-key.revoked': 'API key revoked',
  'webhook.created': 'Webhook added',
  'webhook.deleted': 'Webhook deleted',
  'webhook-delivery.replayed': 'Webhook delivery replayed',
  'customer.created': 'Customer created',
  'customer.updated': 'Customer updated',
  'customer.deleted': 'Customer deleted',
  'customer-note.created': 'Note added',
  'customer-note.updated': 'Note edited',
  'customer-note.deleted': 'Note deleted',
  'contact.created': 'Contact created',
  'contact.updated': 'Contact updated',
  'contact.deleted': 'Contact deleted',
  'catalog.created': 'Catalog created',
  'catalog.updated': 'Catalog updated',
  'catalog.deleted': 'Catalog deleted',
  'service.created': 'Service created',
  'service.updated': 'Service updated',
  'service.deleted': 'Service deleted',
  'import.started': 'Import started',
  'message.status-changed': 'Message status changed',
  'message.deleted': 'Message deleted',
  'message.auto-linked': 'Message auto-linked',
  'message.linked': 'Message linked',
  'quote.generated': 'Quote generated',
  'quote.created': 'Quote created',
  'quote.updated': 'Quote edited',
  'quote.deleted': 'Quote deleted',
  'quote.sent': 'Quote sent',
  'tenant.quote-settings-changed': 'Quote settings changed',
  'ai-correction.created': 'Quote line corrected',
  'ai-logs.deleted': 'AI logs deleted',
  'auth.signed-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.locked-out': 'Sign-in locked out',
  'auth.two-factor-enabled': 'Two-factor sign-in turned on',
  'auth.two-factor-failed': 'Two-factor code refused',
  'auth.two-factor-reset': 'Two-factor sign-in reset',
  'auth.two-factor-disabled': 'Two-factor sign-in turned off',
  'auth.session-revoked': 'Session signed out',
  'auth.password-changed': 'Password changed',
  'tenant.two-factor-required': 'Two-factor requirement changed',
  'tenant.export-requested': 'Full data export requested',
  'tenant.deleted': 'Company deleted',
};

/** An action this panel has no label for yet (a newer server) shows as recorded. */
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** The details as `field: value` pairs, for the table's last column. */
export function detailsText(details: AuditEvent['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}
