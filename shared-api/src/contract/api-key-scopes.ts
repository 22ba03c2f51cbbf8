import type { ApiKeyScope } from './constants';
import type { EndpointName } from './routes';

/**
 * The one scope an API key needs to call each endpoint, or null when no key may call it (docs/api-integrations.md).
 * Declared here for every call of `API_ROUTES`: a new endpoint does not compile until it says which. The server
 * refuses a key without the scope (403) before the route runs, and the API document names it on the operation.
 *
 * Null: signing in and the caller's own account, sessions and second factor; users; the tenant's settings and
 * branding; the whole tenant's export and deletion; the keys themselves, and webhooks (their signing secrets);
 * live events; the AI, Gmail and spreadsheet imports (tied to a person); the public quote page (its own
 * capability link).
 */
export const API_KEY_SCOPE_OF = {
  getHealth: null,
  getApiDocument: null,

  login: null,
  logout: null,
  getXsrfToken: null,
  setPassword: null,
  forgotPassword: null,
  startGoogleSignIn: null,
  finishGoogleSignIn: null,
  setUpTwoFactor: null,
  enableTwoFactor: null,
  verifyTwoFactor: null,
  disableTwoFactor: null,
  listMySessions: null,
  revokeMyOtherSessions: null,
  revokeMySession: null,
  getCurrentSession: null,
  startSupportView: null,
  endSupportView: null,
  getDashboard: null,
  followEvents: null,
  listAuditEvents: null,

  getMe: null,
  updateMyTheme: null,
  changeMyPassword: null,
  resetUserTwoFactor: null,
  listUsers: null,
  createUser: null,
  updateUser: null,
  deleteUser: null,
  resendInvitation: null,
  createPasswordResetLink: null,

  listTenants: null,
  getTenant: null,
  getBranding: null,
  updateBranding: null,
  updateTenantTheme: null,
  updateTenantName: null,
  uploadLogo: null,
  uploadSidebarLogo: null,
  analyzeLogo: null,
  rotateInboundKey: null,
  getTwoFactorPolicy: null,
  updateTwoFactorPolicy: null,
  deleteTenant: null,
  startTenantExport: null,
  listTenantExports: null,
  downloadTenantExport: null,

  listApiKeys: null,
  createApiKey: null,
  revokeApiKey: null,

  listWebhooks: null,
  createWebhook: null,
  deleteWebhook: null,
  listWebhookDeliveries: null,
  replayWebhookDelivery: null,

  listCustomers: 'customers:read',
  getCustomerSummary: 'customers:read',
  getCustomer: 'customers:read',
  createCustomer: 'customers:write',
  updateCustomer: 'customers:write',
  deleteCustomer: 'customers:write',
  listCustomerNotes: 'customers:read',
  createCustomerNote: 'customers:write',
  updateCustomerNote: 'customers:write',
  deleteCustomerNote: 'customers:write',
  listContacts: 'customers:read',
  createContact: 'customers:write',
  updateContact: 'customers:write',
  deleteContact: 'customers:write',
  listQuotes: 'quotes:read',
  createQuote: 'quotes:write',
  getQuote: 'quotes:read',
  updateQuote: 'quotes:write',
  deleteQuote: 'quotes:write',
  sendQuote: 'quotes:write',
  getQuotePdf: 'quotes:read',
  getQuoteSettings: null,
  updateQuoteSettings: null,
  getPublicQuote: null,
  getPublicQuotePdf: null,
  acceptPublicQuote: null,
  declinePublicQuote: null,

  listCatalogs: 'catalogs:read',
  createCatalog: null,
  updateCatalog: null,
  deleteCatalog: null,
  listServices: 'catalogs:read',
  createService: null,
  updateService: null,
  deleteService: null,

  listMessages: 'messages:read',
  getMessage: 'messages:read',
  updateMessageStatus: 'messages:write',
  deleteMessage: 'messages:write',
  autoLinkMessage: 'messages:write',
  linkMessage: 'messages:write',
  receiveInboundMessage: 'messages:write',

  generateQuote: null,
  createAiCorrection: null,
  listAiPrompts: null,
  deleteAiPrompts: null,

  startGmailImport: null,
  getGmailImport: null,
  deleteGmailMessages: null,
  disconnectGmail: null,

  exportCustomers: 'customers:read',
  exportContacts: 'customers:read',
  exportServices: 'catalogs:read',
  exportQuotes: 'quotes:read',
  exportMessages: 'messages:read',

  uploadImport: null,
  previewImport: null,
  startImport: null,
  getImport: null,
} as const satisfies Record<EndpointName, ApiKeyScope | null>;

/** The scope a key needs for `name`, or null when no key may call it. */
export const apiKeyScopeOf = (name: EndpointName): ApiKeyScope | null => API_KEY_SCOPE_OF[name];
