/**
 * The contract's value lists, free of zod so the browser's shared-api carries no schema library:
 * the server validates with the schemas built from these in entities.ts.
 */
export const ROLES = ['SUPER_ADMIN', 'TENANT_ADMIN', 'USER'] as const;
export const ADMIN_ROLES: readonly (typeof ROLES)[number][] = ['SUPER_ADMIN', 'TENANT_ADMIN'];
/**
 * The shortest password that may be SET (set-password, reset, change): older shorter ones still sign in.
 */
export const MIN_PASSWORD_LENGTH = 10;
/** How far a session got: signed in, or a right password waiting for the second factor or its enrolment. */
export const SESSION_STAGES = ['active', 'second_factor', 'enrolment'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];
/** How a sign-in proved who the user is (the `method` of a sign-in event); a second factor may follow either. */
export const SIGN_IN_METHODS = ['password', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
/** How many single-use recovery codes enrolling in two-factor sign-in hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a one-time link stays valid: an invitation waits a week, a reset link (asked for now) an hour. */
export const INVITATION_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const MESSAGE_SOURCES = ['text', 'email', 'voicemail', 'zoom'] as const;
/** PENDING is referenced by the spec (pending counts) though no screen sets it. */
/** The most inbox rows one page request may ask for. */
export const MAX_MESSAGE_PAGE_SIZE = 200;
export const MESSAGE_STATUSES = ['NEW', 'READ', 'IMPORTANT', 'ARCHIVED', 'PENDING'] as const;
/** The statuses a person may set (PENDING is only ever read). */
export const SETTABLE_MESSAGE_STATUSES = [
  'NEW',
  'READ',
  'IMPORTANT',
  'ARCHIVED',
] as const satisfies readonly (typeof MESSAGE_STATUSES)[number][];
export type SettableMessageStatus = (typeof SETTABLE_MESSAGE_STATUSES)[number];
/** The inbox filters: 'all' / 'ALL' mean no filter, as the sidebar lists them. */
export const SOURCE_FILTERS = ['all', ...MESSAGE_SOURCES] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export const STATUS_FILTERS = ['ALL', ...SETTABLE_MESSAGE_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const CUSTOMER_STATUSES = [
  'LEAD',
  'PROSPECT',
  'CONTACTED',
  'QUOTED',
  'ACTIVE',
  'INACTIVE',
  'LOST',
] as const;
/** The orders of the customer list: by name (A–Z); newest, highest revenue and latest contact first. */
export const CUSTOMER_SORTS = ['name', 'newest', 'revenue', 'lastContact'] as const;
/** A Gmail import's life: waiting for a worker, importing, then done either way. */
export const GMAIL_IMPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
/** An import in these states holds its mailbox: no second one starts. */
export const ACTIVE_GMAIL_IMPORT_STATUSES = [
  'queued',
  'running',
] as const satisfies readonly (typeof GMAIL_IMPORT_STATUSES)[number][];
/** A quote's life: DRAFT → SENT → ACCEPTED | DECLINED, or EXPIRED when its valid-until date passes unanswered. */
export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
/** Quotes still open: counted as a customer's active quotes (spec: DRAFT or SENT). */
export const OPEN_QUOTE_STATUSES = [
  'DRAFT',
  'SENT',
] as const satisfies readonly (typeof QUOTE_STATUSES)[number][];
/** Where a quote line's price came from: a catalog service (its price copied at the time) or typed by hand. */
export const QUOTE_LINE_KINDS = ['catalog', 'custom'] as const;
/** What the audit trail of a quote records: staff actions, and the client's on the public page. */
export const QUOTE_EVENT_ACTIONS = [
  'CREATED',
  'EDITED',
  'SENT',
  'VIEWED',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
] as const;
/** The most lines one quote holds. */
export const MAX_QUOTE_LINES = 200;
/** The largest quantity and unit price of a line, and the largest quote total (numeric(14,2) in the database). */
export const MAX_QUOTE_QUANTITY = 100_000;
export const MAX_QUOTE_UNIT_COST = 10_000_000;
export const MAX_QUOTE_TOTAL = 999_999_999_999.99;
/** A new quote is valid this many days unless the tenant's settings or the quote say otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
/** The longest validity a tenant may set for its new quotes. */
export const MAX_QUOTE_VALIDITY_DAYS = 365;
export const MAX_QUOTE_NOTES_LENGTH = 2000;
export const MAX_QUOTE_LINE_DESCRIPTION_LENGTH = 500;
/** The client's optional comment when accepting or declining. */
export const MAX_QUOTE_COMMENT_LENGTH = 1000;
/** Where the public, read-only quote page lives: `/q/{token}` (no sign-in). */
export const PUBLIC_QUOTE_PATH = '/q/';
/** Where a service's "Also known as" phrase came from: typed in the service dialog, or a quote line corrected. */
export const ALIAS_SOURCES = ['catalog', 'correction'] as const;
/** The most "Also known as" phrases one service holds. */
export const MAX_SERVICE_ALIASES = 20;
/** A phrase typed in the service dialog: 2 to 80 characters once trimmed. */
export const MIN_ALIAS_LENGTH = 2;
export const MAX_ALIAS_LENGTH = 80;
/** A corrected quote line's phrase (its source text) may be longer: up to 200 characters. */
export const MAX_CORRECTION_PHRASE_LENGTH = 200;

/** A phrase as typed, before spaces are collapsed: anything longer is refused unread. */
export const MAX_RAW_PHRASE_LENGTH = 1000;

/** The longest email address (64 characters before the @, 255 after). */
export const MAX_EMAIL_LENGTH = 320;

/** The longest customer note, in characters (after trimming). */
export const MAX_NOTE_LENGTH = 5000;

/** Double-submit XSRF: the server sets this cookie, the client echoes it in the header on every mutation. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** A message still waiting for someone: never opened (docs/product-rules.md#dashboard). */
export const UNANSWERED_MESSAGE_STATUSES = [
  'NEW',
  'PENDING',
] as const satisfies readonly (typeof MESSAGE_STATUSES)[number][];
/** The dashboard's message chart: the last 30 days, or the last 7 of them (its switch). */
export const DASHBOARD_WINDOWS = [7, 30] as const;
/** Quotes that have gone to the customer: sent, and those the customer has since answered. */
export const SENT_QUOTE_STATUSES = [
  'SENT',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
] as const satisfies readonly (typeof QUOTE_STATUSES)[number][];
/** How many of the latest messages the dashboard lists. */
export const DASHBOARD_LATEST_MESSAGES = 5;

/**
 * Sign-in events (issue 20): signing in and the account's credentials, who and from which address. Kept 90
 * days (docs/product-rules.md#sign-in-events), unlike the rest of the log.
 */
export const SIGN_IN_AUDIT_ACTIONS = [
  'auth.signed-in',
  'auth.sign-in-failed',
  'auth.locked-out',
  'auth.two-factor-enabled',
  'auth.two-factor-failed',
  'auth.two-factor-reset',
  'auth.two-factor-disabled',
  'auth.session-revoked',
  'auth.password-changed',
] as const;

/**
 * What an audit event records (docs/product-rules.md#audit-log): `<what>.<done>`. One list for the server's
 * check and the admin panel's labels; add a value here (and its label) to record something new.
 */
export const AUDIT_ACTIONS = [
  'support.view-started',
  'support.view-ended',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.invitation-resent',
  'user.reset-link-created',
  'tenant.branding-changed',
  'tenant.theme-changed',
  'tenant.renamed',
  'tenant.logo-uploaded',
  'tenant.sidebar-logo-uploaded',
  'tenant.inbound-key-rotated',
  'api-key.created',
  'api-key.revoked',
  'webhook.created',
  'webhook.deleted',
  'webhook-delivery.replayed',
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'customer-note.created',
  'customer-note.updated',
  'customer-note.deleted',
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'catalog.created',
  'catalog.updated',
  'catalog.deleted',
  'service.created',
  'service.updated',
  'service.deleted',
  'import.started',
  'message.status-changed',
  'message.deleted',
  'message.auto-linked',
  'message.linked',
  'quote.generated',
  'quote.created',
  'quote.updated',
  'quote.deleted',
  'quote.sent',
  'tenant.quote-settings-changed',
  'ai-correction.created',
  'ai-logs.deleted',
  ...SIGN_IN_AUDIT_ACTIONS,
  // A tenant setting, kept like the other setting changes.
  'tenant.two-factor-required',
  // A tenant's full export asked for (its own log); its deletion, recorded with no tenant so it outlives it.
  'tenant.export-requested',
  'tenant.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a list can be exported as: CSV always; a workbook (.xlsx) where a spreadsheet is the usual home. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What can be imported from a spreadsheet (CSV or .xlsx): customers with a contact each, or a catalog's services. */
export const IMPORT_KINDS = ['customers', 'services'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The QuoteDesk fields a column of an imported file can fill, per kind. `externalId` is the other tool's id of
 * a customer: with the email, what finds a customer imported before.
 */
export const IMPORT_FIELDS = {
  customers: [
    'name',
    'email',
    'phone',
    'status',
    'website',
    'industry',
    'address',
    'city',
    'state',
    'postalCode',
    'country',
    'source',
    'notes',
    'externalId',
    'contactName',
    'contactEmail',
    'contactPhone',
  ],
  services: ['name', 'description', 'unit', 'unitCost', 'aliases'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  website: 'Website',
  industry: 'Industry',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
  source: 'Source',
  notes: 'Notes',
  externalId: 'External ID',
  contactName: 'Contact Name',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  description: 'Description',
  unit: 'Unit',
  unitCost: 'Unit Cost',
  aliases: 'Also Known As',
};

/** An import's life: uploaded (columns being mapped), queued and running as a job, then done or failed. */
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file an import takes: 50 MB (a 100,000-row customer list is about 15 MB as CSV). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/**
 * A tenant's full export (docs/imports-and-exports.md#a-tenants-full-export): waiting for a worker, being
 * built, ready to download until its link expires, failed, or expired (its archive cleared).
 */
export const TENANT_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type TenantExportStatus = (typeof TENANT_EXPORT_STATUSES)[number];

/** A tenant export's download link works this many hours after the archive is ready. */
export const TENANT_EXPORT_LINK_HOURS = 24;

/** How many of a tenant's latest exports the list answers. */
export const TENANT_EXPORTS_LISTED = 10;

/**
 * What an API key may do (docs/api-integrations.md): each endpoint names the one scope a key needs to call it,
 * or none when no key may (`API_KEY_SCOPE_OF` in api-key-scopes.ts).
 */
export const API_KEY_SCOPES = [
  'messages:read',
  'messages:write',
  'customers:read',
  'customers:write',
  'quotes:read',
  'quotes:write',
  'catalogs:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** What every API key's secret starts with: recognisable in logs and by secret scanners. */
export const API_KEY_PREFIX = 'qd_';
/** The name of the key `POST /api/tenants/{id}/inbound-key` makes (and replaces) for inbound providers. */
export const INBOUND_API_KEY_NAME = 'Inbound messages';
/** The longest name an API key may have. */
export const MAX_API_KEY_NAME_LENGTH = 100;

/**
 * What a webhook may be told of (docs/api-integrations.md#webhooks): `<entity>.<what happened>`. The one list
 * from which the contract's enum, the server's emitters and the admin panel's checkboxes derive.
 */
export const WEBHOOK_EVENTS = [
  'message.received',
  'quote.sent',
  'quote.accepted',
  'quote.declined',
  'customer.created',
  'customer.moved',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A delivery waits to be sent (or sent again), was answered 2xx, or was given up after its retries. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What every webhook's signing secret starts with. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The longest URL a webhook may have. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** The longest description a webhook may have. */
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** How many webhooks one tenant may have. */
export const MAX_WEBHOOKS_PER_TENANT = 20;
/** A delivery that is not answered 2xx is tried again, with growing waits, for this many hours; then failed. */
export const WEBHOOK_RETRY_HOURS = 24;
