/**
 * The method and path of every API call, once. The server registers its routes from this table, the web client
 * builds its requests from it, and the OpenAPI document lists it; the schemas of each call are in `endpoints.ts`
 * under the same name. Free of zod, so the browser can use it.
 */
/** The contract's version: the minor grows with additions, the major with a change that breaks a client. */
export const API_VERSION = '1.10.0';

export const API_ROUTES = {
  getHealth: 'GET /api/health',
  getApiDocument: 'GET /api/openapi.json',

  login: 'POST /api/auth/login',
  logout: 'POST /api/auth/logout',
  getXsrfToken: 'GET /api/auth/csrf',
  setPassword: 'POST /api/auth/set-password',
  forgotPassword: 'POST /api/auth/forgot-password',
  startGoogleSignIn: 'GET /api/auth/google',
  finishGoogleSignIn: 'GET /api/auth/google/callback',
  setUpTwoFactor: 'POST /api/auth/2fa/setup',
  enableTwoFactor: 'POST /api/auth/2fa/enable',
  verifyTwoFactor: 'POST /api/auth/2fa/verify',
  disableTwoFactor: 'POST /api/auth/2fa/disable',
  listMySessions: 'GET /api/auth/sessions',
  revokeMyOtherSessions: 'DELETE /api/auth/sessions',
  revokeMySession: 'DELETE /api/auth/sessions/:id',
  getCurrentSession: 'GET /api/session/current',
  startSupportView: 'PUT /api/session/viewing-tenant',
  endSupportView: 'DELETE /api/session/viewing-tenant',
  getDashboard: 'GET /api/dashboard',
  followEvents: 'GET /api/events',
  listAuditEvents: 'GET /api/audit-events',

  getMe: 'GET /api/users/me',
  updateMyTheme: 'PATCH /api/users/me/theme',
  changeMyPassword: 'PUT /api/users/me/password',
  resetUserTwoFactor: 'DELETE /api/users/:id/two-factor',
  listUsers: 'GET /api/users',
  createUser: 'POST /api/users',
  updateUser: 'PUT /api/users/:id',
  deleteUser: 'DELETE /api/users/:id',
  resendInvitation: 'POST /api/users/:id/invitation',
  createPasswordResetLink: 'POST /api/users/:id/password-reset-link',

  listTenants: 'GET /api/tenants',
  getTenant: 'GET /api/tenants/:tenantId',
  getBranding: 'GET /api/tenants/:tenantId/branding',
  updateBranding: 'PUT /api/tenants/:tenantId/branding',
  updateTenantTheme: 'PUT /api/tenants/:tenantId/theme',
  updateTenantName: 'PUT /api/tenants/:tenantId/name',
  uploadLogo: 'POST /api/tenants/:tenantId/logo',
  uploadSidebarLogo: 'POST /api/tenants/:tenantId/sidebar-logo',
  analyzeLogo: 'POST /api/tenants/:tenantId/analyze-logo',
  rotateInboundKey: 'POST /api/tenants/:tenantId/inbound-key',
  getTwoFactorPolicy: 'GET /api/tenants/:tenantId/two-factor',
  updateTwoFactorPolicy: 'PUT /api/tenants/:tenantId/two-factor',
  deleteTenant: 'DELETE /api/tenants/:tenantId',
  startTenantExport: 'POST /api/tenants/:tenantId/data-exports',
  listTenantExports: 'GET /api/tenants/:tenantId/data-exports',
  downloadTenantExport: 'GET /api/tenants/:tenantId/data-exports/:exportId/download',

  listApiKeys: 'GET /api/api-keys',
  createApiKey: 'POST /api/api-keys',
  revokeApiKey: 'DELETE /api/api-keys/:id',

  listWebhooks: 'GET /api/webhooks',
  createWebhook: 'POST /api/webhooks',
  deleteWebhook: 'DELETE /api/webhooks/:id',
  listWebhookDeliveries: 'GET /api/webhooks/:id/deliveries',
  replayWebhookDelivery: 'POST /api/webhooks/:id/deliveries/:deliveryId/replay',

  listCustomers: 'GET /api/customers',
  getCustomerSummary: 'GET /api/customers/summary',
  getCustomer: 'GET /api/customers/:id',
  createCustomer: 'POST /api/customers',
  updateCustomer: 'PUT /api/customers/:id',
  deleteCustomer: 'DELETE /api/customers/:id',
  listCustomerNotes: 'GET /api/customers/:id/notes',
  createCustomerNote: 'POST /api/customers/:id/notes',
  updateCustomerNote: 'PUT /api/customers/:id/notes/:noteId',
  deleteCustomerNote: 'DELETE /api/customers/:id/notes/:noteId',
  listContacts: 'GET /api/contacts',
  createContact: 'POST /api/contacts',
  updateContact: 'PUT /api/contacts/:id',
  deleteContact: 'DELETE /api/contacts/:id',
  listQuotes: 'GET /api/quotes',
  createQuote: 'POST /api/quotes',
  getQuote: 'GET /api/quotes/:id',
  updateQuote: 'PUT /api/quotes/:id',
  deleteQuote: 'DELETE /api/quotes/:id',
  sendQuote: 'POST /api/quotes/:id/send',
  getQuotePdf: 'GET /api/quotes/:id/pdf',
  getQuoteSettings: 'GET /api/tenants/:tenantId/quote-settings',
  updateQuoteSettings: 'PUT /api/tenants/:tenantId/quote-settings',
  getPublicQuote: 'GET /api/public/quotes/:token',
  getPublicQuotePdf: 'GET /api/public/quotes/:token/pdf',
  acceptPublicQuote: 'POST /api/public/quotes/:token/accept',
  declinePublicQuote: 'POST /api/public/quotes/:token/decline',

  listCatalogs: 'GET /api/catalogs',
  createCatalog: 'POST /api/catalogs',
  updateCatalog: 'PUT /api/catalogs/:id',
  deleteCatalog: 'DELETE /api/catalogs/:id',
  listServices: 'GET /api/services',
  createService: 'POST /api/services',
  updateService: 'PUT /api/services/:id',
  deleteService: 'DELETE /api/services/:id',

  listMessages: 'GET /api/messages',
  getMessage: 'GET /api/messages/:id',
  updateMessageStatus: 'PATCH /api/messages/:id/status',
  deleteMessage: 'DELETE /api/messages/:id',
  autoLinkMessage: 'PUT /api/messages/:id/auto-link',
  linkMessage: 'PUT /api/messages/:id/link',
  receiveInboundMessage: 'POST /api/inbound/messages',

  generateQuote: 'POST /api/ai/generate-quote',
  createAiCorrection: 'POST /api/ai/corrections',
  listAiPrompts: 'GET /api/ai/prompts',
  deleteAiPrompts: 'DELETE /api/ai/prompts',

  startGmailImport: 'POST /api/messages/import/gmail',
  getGmailImport: 'GET /api/messages/import/gmail',
  deleteGmailMessages: 'DELETE /api/messages/delete/gmail',
  disconnectGmail: 'POST /api/oauth/google/disconnect',

  exportCustomers: 'GET /api/exports/customers',
  exportContacts: 'GET /api/exports/contacts',
  exportServices: 'GET /api/exports/catalogs/:id/services',
  exportQuotes: 'GET /api/exports/quotes',
  exportMessages: 'GET /api/exports/messages',

  uploadImport: 'POST /api/imports',
  previewImport: 'POST /api/imports/:id/preview',
  startImport: 'POST /api/imports/:id/start',
  getImport: 'GET /api/imports/:id',
} as const;

export type EndpointName = keyof typeof API_ROUTES;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's method and path template (`/api/users/:id`). */
export function routeOf(name: EndpointName): { method: HttpMethod; path: string } {
  const [method, path] = API_ROUTES[name].split(' ') as [HttpMethod, string];
  return { method, path };
}

/** The path with each `:name` replaced by its (encoded) value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter '${key}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
