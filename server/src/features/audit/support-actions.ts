import type { API_ROUTES, AuditAction, EndpointName } from 'shared-api/contract';

/**
 * What each mutating call records while a super admin views a tenant as support
 * (docs/product-rules.md#support-view): its action, and the kind and id of the record it touched. Every
 * mutating call of the contract is listed, so a new one does not compile until someone decides; `null` means
 * it changes none of the tenant's data (personal, signed-out, or recorded where it happens).
 */

type MutatingEndpoint = {
  [Name in EndpointName]: (typeof API_ROUTES)[Name] extends `GET ${string}` ? never : Name;
}[EndpointName];

/** Where the touched record's id is: a path parameter, a body field, or the created record's answer. */
export type TargetId = { param: string } | { body: string } | 'created' | 'none';

export interface SupportAction {
  action: AuditAction;
  target: string;
  id: TargetId;
}

const on = (action: AuditAction, target: string, id: TargetId): SupportAction => ({ action, target, id });
const byId: TargetId = { param: 'id' };
const byTenant: TargetId = { param: 'tenantId' };

export const SUPPORT_ACTIONS: Record<MutatingEndpoint, SupportAction | null> = {
  // Signed-out calls and the session's own switch (recorded by the switch itself).
  login: null,
  logout: null,
  setPassword: null,
  forgotPassword: null,
  startSupportView: null,
  endSupportView: null,
  // Personal: the super admin's own theme and mailbox, whatever tenant is viewed.
  updateMyTheme: null,
  startGmailImport: null,
  deleteGmailMessages: null,
  disconnectGmail: null,
  // A provider's call with the tenant's key, no session; and a suggestion that changes nothing.
  receiveInboundMessage: null,
  // The customer's answer on the public quote page: no session, recorded in the quote's own trail.
  acceptPublicQuote: null,
  declinePublicQuote: null,
  analyzeLogo: null,
  // An upload and its check change nothing; starting the import is what is recorded.
  uploadImport: null,
  previewImport: null,
  // Account security: personal, or recorded where it happens (sign-in events).
  setUpTwoFactor: null,
  enableTwoFactor: null,
  verifyTwoFactor: null,
  disableTwoFactor: null,
  revokeMySession: null,
  revokeMyOtherSessions: null,
  changeMyPassword: null,
  resetUserTwoFactor: null,
  updateTwoFactorPolicy: null,
  // A tenant's full export and its deletion: recorded where they happen, whoever asks (the deletion with no
  // tenant, so it outlives the tenant's own log).
  startTenantExport: null,
  deleteTenant: null,
  // API keys: recorded where they are made and revoked, whoever does it.
  createApiKey: null,
  revokeApiKey: null,
  // Webhooks: recorded where they are made, deleted and replayed, whoever does it.
  createWebhook: null,
  deleteWebhook: null,
  replayWebhookDelivery: null,

  createUser: on('user.created', 'user', 'created'),
  updateUser: on('user.updated', 'user', byId),
  deleteUser: on('user.deleted', 'user', byId),
  resendInvitation: on('user.invitation-resent', 'user', byId),
  createPasswordResetLink: on('user.reset-link-created', 'user', byId),
  updateBranding: on('tenant.branding-changed', 'tenant', byTenant),
  updateTenantTheme: on('tenant.theme-changed', 'tenant', byTenant),
  updateTenantName: on('tenant.renamed', 'tenant', byTenant),
  uploadLogo: on('tenant.logo-uploaded', 'tenant', byTenant),
  uploadSidebarLogo: on('tenant.sidebar-logo-uploaded', 'tenant', byTenant),
  rotateInboundKey: on('tenant.inbound-key-rotated', 'tenant', byTenant),
  createCustomer: on('customer.created', 'customer', 'created'),
  updateCustomer: on('customer.updated', 'customer', byId),
  deleteCustomer: on('customer.deleted', 'customer', byId),
  createCustomerNote: on('customer-note.created', 'customer-note', 'created'),
  updateCustomerNote: on('customer-note.updated', 'customer-note', { param: 'noteId' }),
  deleteCustomerNote: on('customer-note.deleted', 'customer-note', { param: 'noteId' }),
  createContact: on('contact.created', 'contact', 'created'),
  updateContact: on('contact.updated', 'contact', byId),
  deleteContact: on('contact.deleted', 'contact', byId),
  createCatalog: on('catalog.created', 'catalog', 'created'),
  updateCatalog: on('catalog.updated', 'catalog', byId),
  deleteCatalog: on('catalog.deleted', 'catalog', byId),
  createService: on('service.created', 'service', 'created'),
  updateService: on('service.updated', 'service', byId),
  deleteService: on('service.deleted', 'service', byId),
  updateMessageStatus: on('message.status-changed', 'message', byId),
  deleteMessage: on('message.deleted', 'message', byId),
  autoLinkMessage: on('message.auto-linked', 'message', byId),
  linkMessage: on('message.linked', 'message', byId),
  createQuote: on('quote.created', 'quote', 'created'),
  updateQuote: on('quote.updated', 'quote', byId),
  deleteQuote: on('quote.deleted', 'quote', byId),
  sendQuote: on('quote.sent', 'quote', byId),
  updateQuoteSettings: on('tenant.quote-settings-changed', 'tenant', byTenant),
  generateQuote: on('quote.generated', 'message', { body: 'messageId' }),
  createAiCorrection: on('ai-correction.created', 'service', { body: 'serviceId' }),
  deleteAiPrompts: on('ai-logs.deleted', 'ai-log', 'none'),
  startImport: on('import.started', 'import', byId),
};
