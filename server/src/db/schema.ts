import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiQuoteContent, AuditAction, PublicQuote } from 'shared-api/contract';
import {
  ACTIVE_GMAIL_IMPORT_STATUSES,
  ALIAS_SOURCES,
  CUSTOMER_STATUSES,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  GMAIL_IMPORT_STATUSES,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  type ImportMapping,
  type ImportProblem,
  MAX_NOTE_LENGTH,
  MESSAGE_SOURCES,
  MESSAGE_STATUSES,
  QUOTE_EVENT_ACTIONS,
  QUOTE_LINE_KINDS,
  QUOTE_STATUSES,
  ROLES,
  SESSION_STAGES,
  SIGN_IN_METHODS,
  TENANT_EXPORT_STATUSES,
  THEME_MODES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from 'shared-api/contract';

/**
 * The product's tables. Status-like columns are text with CHECK constraints rather than enums,
 * so adding a value later is a plain migration. Money is numeric(12,2) (a string in JS): never a float.
 */

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `col IN ('A', 'B')`, the values written in (the SQL of the migrations, which bound parameters are not). */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  )})`;

/** `CHECK (col IN ('A','B'))` for a text column holding one of a fixed list of values. */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, isOneOf(column, values));

export const tenants = pgTable('tenants', {
  id: id(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  sidebarLogoUrl: text('sidebar_logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  accentColor: text('accent_color'),
  theme: text('theme'),
  // Quote settings: copied into each new quote, so a later change never alters a quote already drafted.
  quoteTaxRatePercent: numeric('quote_tax_rate_percent', { precision: 5, scale: 2 }),
  quoteDiscountPercent: numeric('quote_discount_percent', { precision: 5, scale: 2 }),
  quoteCurrency: text('quote_currency').notNull().default('USD'),
  quoteValidityDays: integer('quote_validity_days').notNull().default(DEFAULT_QUOTE_VALIDITY_DAYS),
  /** Every user of the tenant signs in with a second factor; those without one enrol at their next sign-in. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    themeMode: text('theme_mode', { enum: THEME_MODES }).notNull().default('system'),
    gmailEmail: text('gmail_email'),
    gmailRefreshTokenEncrypted: text('gmail_refresh_token_encrypted'),
    /** The TOTP secret, sealed with the secret box; set at setup, in force once `totpEnabledAt` is set. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is good once, never again nor an older one. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId, t.name),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_theme_mode_check', t.themeMode, THEME_MODES),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Public id: the `sessionId` the browser keeps. The secret is only the cookie token. */
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The tenant a super admin is viewing as support (docs/product-rules.md#support-view): kept with the
     * session, so every instance acts in it. Read only while the user is a super admin.
     */
    viewingTenantId: uuid('viewing_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /**
     * `active` is signed in; the other stages hold only a password that was right and wait for the second
     * factor (`second_factor`) or its enrolment (`enrolment`): no other call accepts them.
     */
    stage: text('stage', { enum: SESSION_STAGES }).notNull().default('active'),
    /** How the sign-in began, so the sign-in event written when its second factor completes it can say. */
    signInMethod: text('sign_in_method', { enum: SIGN_IN_METHODS }).notNull().default('password'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    oneOf('sessions_stage_check', t.stage, SESSION_STAGES),
    oneOf('sessions_sign_in_method_check', t.signInMethod, SIGN_IN_METHODS),
  ],
);

/** Single-use recovery codes of a user's second factor, stored as SHA-256 (they are random, not chosen). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** Customers never contacted sort after every contacted one (latest first), and a cursor can still name them. */
export const lastContactOrder = (lastContact: AnyPgColumn) =>
  sql`coalesce(${lastContact}, '-infinity'::timestamptz)`;

/** The name as a search in name order reads it first: lower-cased, in byte order, so a prefix is an index range. */
export const customerNameKey = (name: AnyPgColumn) => sql`(lower(${name}) collate "C")`;

/** What the customer search matches: name, email and industry, lower-cased (trigram-indexed as this expression). */
const searchTextOf = (columns: { name: AnyPgColumn; searchRest: AnyPgColumn }) =>
  sql`(lower(${columns.name}) || ' ' || ${columns.searchRest})`;

export const customers = pgTable(
  'customers',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('LEAD'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    industry: text('industry'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    source: text('source'),
    notes: text('notes'),
    /** The customer's id in the tool it was imported from: with the email, what finds it on a later import. */
    externalId: text('external_id'),
    createdAt: createdAt(),
    // The pipeline figures, kept exact by triggers on quotes and messages in the writing transaction
    // (migration 0003), so a page of customers reads them instead of aggregating the tenant's history.
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0'),
    quoteCount: integer('quote_count').notNull().default(0),
    activeQuotes: integer('active_quotes').notNull().default(0),
    aiQuotes: integer('ai_quotes').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    pendingMessages: integer('pending_messages').notNull().default(0),
    lastContact: timestamp('last_contact', { withTimezone: true }),
    /** Email and industry, lower-cased: with the name, what the customer search matches (`customerSearchText`). */
    searchRest: text('search_rest').generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${customers.email}, '') || ' ' || coalesce(${customers.industry}, ''))`,
    ),
  },
  (t) => [
    // One index per order of the list (and per status for the pipeline's columns), so a page is a range scan.
    // The name orders also carry `search_rest`: a search in name order then reads the index alone (a common
    // word whose names cluster late in the alphabet walks tens of thousands of entries, each a table read
    // otherwise). Not the whole search text: with the name twice, the longest customer (200 four-byte
    // characters of name and of industry) would pass btree's 2,704-byte limit and could not be saved.
    index('customers_tenant_name_idx').on(t.tenantId, t.name, t.id, t.searchRest),
    index('customers_tenant_status_idx').on(t.tenantId, t.status, t.name, t.id, t.searchRest),
    // A search in name order lists the names that begin with it first: one range of this index (status carried
    // for the pipeline's columns), however late in the alphabet those names are.
    index('customers_tenant_name_key_idx').on(t.tenantId, customerNameKey(t.name), t.id, t.status),
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('customers_tenant_revenue_idx').on(t.tenantId, t.revenue, t.id),
    index('customers_tenant_last_contact_idx').on(t.tenantId, lastContactOrder(t.lastContact), t.id),
    index('customers_search_trgm_idx').using('gin', sql`${searchTextOf(t)} gin_trgm_ops`),
    uniqueIndex('customers_tenant_external_id_key')
      .on(t.tenantId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // An import matches customers by email, whatever its case.
    index('customers_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    oneOf('customers_status_check', t.status, CUSTOMER_STATUSES),
  ],
);

/** The customer search's text, as the trigram index and the name-ordered indexes can serve it. */
export const customerSearchText = searchTextOf(customers);

/**
 * Per tenant and customer status: how many customers, how many with an AI quote, their pending messages and
 * revenue. Kept exact by a trigger on customers (migration 0003); the summary cards and the pipeline columns'
 * totals add up at most seven rows, however large the tenant.
 */
export const customerStatusTotals = pgTable(
  'customer_status_totals',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull(),
    customers: integer('customers').notNull().default(0),
    aiCustomers: integer('ai_customers').notNull().default(0),
    pendingMessages: integer('pending_messages').notNull().default(0),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    /** Denormalised from the customer so auto-link can match a sender within a tenant with one index. */
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    /** What the contact search matches: name, email and phone, lower-cased (trigram-indexed). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${contacts.name} || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.phone}, ''))`,
    ),
  },
  (t) => [
    index('contacts_customer_idx').on(t.customerId),
    index('contacts_tenant_name_idx').on(t.tenantId, t.name, t.id),
    index('contacts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('contacts_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('contacts_tenant_phone_idx').on(t.tenantId, t.phone),
  ],
);

/**
 * The Notes tab's timeline: what staff wrote about a customer, newest first. The tenant is stored (like a
 * contact's) so every read and write is filtered by it without a join; a note goes with its customer.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the note stays, without a name. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The timeline's order (newest first, id breaking ties), so a page is a range scan.
    index('customer_notes_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    check(
      'customer_notes_body_length_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(MAX_NOTE_LENGTH))}`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The user whose mailbox a message was imported from (Gmail); null for inbound channels. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    source: text('source', { enum: MESSAGE_SOURCES }).notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('NEW'),
    subject: text('subject'),
    content: text('content'),
    fromEmail: text('from_email'),
    fromPhone: text('from_phone'),
    senderName: text('sender_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
    gmailMessageId: text('gmail_message_id'),
    aiQuoteResponse: jsonb('ai_quote_response').$type<AiQuoteContent>(),
    aiLinkResponse: jsonb('ai_link_response'),
    /** Content with markup removed, cut to 150 characters for the inbox list, derived when stored. */
    preview: text('preview'),
    /** Lower-cased subject and plain-text content: what inbox search matches, through a trigram index. */
    searchText: text('search_text'),
  },
  (t) => [
    // The inbox order: newest first by received time, falling back to created time; id breaks ties.
    index('messages_tenant_time_idx').on(
      t.tenantId,
      sql`(coalesce(${t.receivedAt}, ${t.createdAt})) DESC`,
      sql`${t.id} DESC`,
      // Carried for the dashboard's messages per day and source: its range reads the index alone.
      t.source,
      t.status,
      t.receivedAt,
      t.createdAt,
    ),
    index('messages_tenant_status_idx').on(t.tenantId, t.status),
    // Source then status: the inbox's sidebar counts (grouped by both) read this index alone, no table rows.
    index('messages_tenant_source_status_idx').on(t.tenantId, t.source, t.status),
    index('messages_customer_idx').on(t.customerId),
    index('messages_contact_idx').on(t.contactId),
    index('messages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    unique('messages_tenant_gmail_id_key').on(t.tenantId, t.gmailMessageId),
    oneOf('messages_source_check', t.source, MESSAGE_SOURCES),
    oneOf('messages_status_check', t.status, MESSAGE_STATUSES),
  ],
);

/**
 * How a message reads to the sentence encoder (ADR 0016): its pieces (features/ai/meaning/clauses.ts) and their
 * vectors, made by the `message-meanings` job when it arrives, so a quote reads them instead of running the model.
 * Valid while `model` is the encoder's and the pieces are the ones its text gives now.
 */
export const messageMeanings = pgTable('message_meanings', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  pieces: text('pieces').array().notNull(),
  /** The pieces' vectors one after another: `pieces.length` vectors of the model's width. */
  vectors: real('vectors').array().notNull(),
  createdAt: createdAt(),
});

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * A quote: a document for one customer, numbered per tenant, edited as a DRAFT, then SENT through its public
 * token. Amounts are numeric (exact decimal text in JS) computed by the server; the triggers of migration 0003
 * keep the customer's figures from `total`, `status` and `ai_generated`.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** `Q-2026-0042`: the tenant's sequence of the year (quote_number_sequences). */
    number: text('number').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('DRAFT'),
    currency: text('currency').notNull().default('USD'),
    validUntil: date('valid_until').notNull(),
    notes: text('notes'),
    subtotal: money('subtotal').notNull().default('0'),
    discountPercent: percent('discount_percent'),
    discountAmount: money('discount_amount').notNull().default('0'),
    taxRatePercent: percent('tax_rate_percent'),
    taxAmount: money('tax_amount').notNull().default('0'),
    total: money('total').notNull().default('0'),
    aiGenerated: boolean('ai_generated').notNull().default(false),
    /** Grows when a sent quote is edited; the client sees `sent_revision` (quote_revisions) until sent again. */
    revision: integer('revision').notNull().default(1),
    sentRevision: integer('sent_revision'),
    /**
     * The public link's secret (32 random bytes) is never stored as it is: `public_token_hash` (SHA-256, hex)
     * finds the quote behind a link, `public_token_sealed` (the secret box) lets staff copy the link again.
     * It shows this one quote only, read-only, until `valid_until`.
     */
    publicTokenHash: text('public_token_hash').unique(),
    publicTokenSealed: text('public_token_sealed'),
    /**
     * Tokens as they were stored before migration 0014: the migrate command seals each into
     * `public_token_sealed` and clears it (their hash was taken by the migration). Always null afterwards;
     * a later migration drops it.
     */
    unsealedPublicToken: text('public_token').unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    clientComment: text('client_comment'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('quotes_customer_idx').on(t.customerId),
    index('quotes_message_idx').on(t.messageId),
    // Sent quotes past their date expire: found through this index, not a scan of the tenant's history.
    index('quotes_status_valid_until_idx').on(t.status, t.validUntil),
    unique('quotes_tenant_number_key').on(t.tenantId, t.number),
    oneOf('quotes_status_check', t.status, QUOTE_STATUSES),
  ],
);

/** The last quote number a tenant handed out per year: the upsert's row lock serialises concurrent drafts. */
export const quoteNumberSequences = pgTable(
  'quote_number_sequences',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

/** The current lines of a quote, in order; a catalog line keeps the service's price at the time. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    unit: text('unit'),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitCost: money('unit_cost').notNull(),
    lineTotal: money('line_total').notNull(),
    aiProposed: boolean('ai_proposed').notNull().default(false),
    sourceText: text('source_text'),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    oneOf('quote_lines_kind_check', t.kind, QUOTE_LINE_KINDS),
  ],
);

/** What the client was sent, per revision: the public page and its PDF read this, never the live lines. */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    document: jsonb('document').$type<SentQuoteDocument>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.revision] })],
);

/** The sent document: the public quote without what changes after sending (status, decision, branding). */
export type SentQuoteDocument = Omit<
  PublicQuote,
  'status' | 'decidedAt' | 'clientComment' | 'tenant' | 'sentAt'
>;

/** The audit trail: who created, edited, sent a quote; when the client viewed, accepted or declined it. */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    action: text('action', { enum: QUOTE_EVENT_ACTIONS }).notNull(),
    /** The user; null for the client on the public page, or the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_events_quote_idx').on(t.quoteId, t.at),
    oneOf('quote_events_action_check', t.action, QUOTE_EVENT_ACTIONS),
  ],
);

export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('catalogs_tenant_name_idx').on(t.tenantId, t.name)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit'),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull(),
    // Its meaning vectors (ADR 0015), written by the `service-meanings` job: of its name alone and of its name,
    // description and "Also known as" phrases. Valid only while `meaning_model` is the encoder's model and
    // `meaning_source` is the service's text as it now reads (features/ai/meaning/service-text.ts).
    meaningName: real('meaning_name').array(),
    meaningText: real('meaning_text').array(),
    meaningModel: text('meaning_model'),
    /** The exact text `meaning_text` was made from. */
    meaningSource: text('meaning_source'),
    createdAt: createdAt(),
  },
  (t) => [index('services_catalog_name_idx').on(t.catalogId, t.name)],
);

/**
 * A service's "Also known as" phrases: typed in its dialog ('catalog') or stored when a user corrected a quote
 * line ('correction'), with who added them and when. A phrase appears once per service, whatever its case.
 */
export const serviceAliases = pgTable(
  'service_aliases',
  {
    id: id(),
    // The tenant is the service's catalog's: not stored again, so a service moved by a super admin needs no upkeep.
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    source: text('source', { enum: ALIAS_SOURCES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_aliases_service_phrase_key').on(t.serviceId, sql`lower(${t.phrase})`),
    oneOf('service_aliases_source_check', t.source, ALIAS_SOURCES),
  ],
);

/** What an edit of an AI-proposed quote line taught, beside a new service (which is an alias): see below. */
export const QUOTE_LINE_CORRECTION_KINDS = ['quantity', 'not-wanted'] as const;
export type QuoteLineCorrectionKind = (typeof QUOTE_LINE_CORRECTION_KINDS)[number];

/**
 * The quote engine's other corrections, in the shape of its own proposal (a service, the message's words for it,
 * a quantity): a user changed the quantity of a line the AI proposed ('quantity': `corrected_quantity` is right
 * for `phrase`) or removed the line ('not-wanted': `phrase` does not ask for the service). One row per service
 * and phrase, as its "Also known as" phrases: the latest correction stands, `proposed_quantity` is the quantity
 * the line had when first corrected (the AI's). A correction undone (the quantity set back) is deleted.
 */
export const quoteLineCorrections = pgTable(
  'quote_line_corrections',
  {
    id: id(),
    // The tenant is the service's catalog's, as for aliases.
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    kind: text('kind').$type<QuoteLineCorrectionKind>().notNull(),
    proposedQuantity: numeric('proposed_quantity', { precision: 10, scale: 2 }).notNull(),
    correctedQuantity: numeric('corrected_quantity', { precision: 10, scale: 2 }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_line_corrections_service_phrase_key').on(t.serviceId, sql`lower(${t.phrase})`),
    oneOf('quote_line_corrections_kind_check', t.kind, QUOTE_LINE_CORRECTION_KINDS),
    check(
      'quote_line_corrections_quantity_check',
      sql`(${t.kind} = 'quantity') = (${t.correctedQuantity} is not null)`,
    ),
  ],
);

export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    type: text('type').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_prompts_tenant_created_idx').on(t.tenantId, t.createdAt.desc())],
);

export const aiResponses = pgTable(
  'ai_responses',
  {
    id: id(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => aiPrompts.id, { onDelete: 'cascade' }),
    output: text('output').notNull(),
    model: text('model').notNull(),
    version: text('version'),
    status: text('status').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_responses_prompt_idx').on(t.promptId)],
);

/** What a one-time password link is for: an invitation's first password, or a reset of a forgotten one. */
export const PASSWORD_TOKEN_PURPOSES = ['invitation', 'reset'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** One-time links that let a user set a password (invitations, resets); only the token's hash is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordTokenPurpose>().notNull().default('invitation'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    oneOf('password_tokens_purpose_check', t.purpose, PASSWORD_TOKEN_PURPOSES),
  ],
);

/** One row per seed applied, so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests per key (a hash of the caller's address and what they call) in a fixed window: public calls' limits. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per throttle key (a hash of address + email), shared by every server instance. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded files (logos), kept in the database so every server instance serves them; `/uploads/<name>`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    name: text('name').primaryKey(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    /** Hex SHA-256 of `content`: the ETag. */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_tenant_idx').on(t.tenantId)],
);

/** One Gmail import of one user's mailbox: its progress while it runs and its result after. */
export const gmailImports = pgTable(
  'gmail_imports',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GMAIL_IMPORT_STATUSES }).notNull().default('queued'),
    /** Messages the mailbox listed so far, those newly stored, and those already in the inbox. */
    listed: integer('listed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('gmail_imports_user_idx').on(t.userId, t.createdAt),
    // One import per mailbox at a time.
    uniqueIndex('gmail_imports_one_active_key')
      .on(t.userId)
      .where(isOneOf(t.status, ACTIVE_GMAIL_IMPORT_STATUSES)),
    oneOf('gmail_imports_status_check', t.status, GMAIL_IMPORT_STATUSES),
  ],
);

/**
 * The audit log (docs/product-rules.md#audit-log): who did what, in which tenant, when. The action is checked
 * against `AUDIT_ACTIONS` when written rather than by a CHECK list, so recording something new needs no
 * migration. The actor's email is kept, so an event still names its author after the account is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Null for an event of no tenant (a sign-in attempt with an unknown email). */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** A super admin acting inside the tenant through the support view. */
    actingAsSupport: boolean('acting_as_support').notNull().default(false),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    // "A tenant's latest events", newest first with the id breaking ties: a page is a range scan.
    index('audit_events_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('audit_events_actor_idx').on(t.actorUserId),
    // The retention job's "sign-in events older than 90 days": a range per action, not a scan of the log.
    index('audit_events_action_created_idx').on(t.action, t.createdAt),
  ],
);

/**
 * An import of a spreadsheet (docs/imports-and-exports.md): the uploaded file, how its columns map to fields,
 * and the job's progress. `processed_rows` moves with each batch's transaction, so a run killed mid-file is
 * resumed after the last committed batch by whichever instance takes the job again.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updateExisting: boolean('update_existing').notNull().default(false),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('uploaded'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    /** The first problems, by line (the whole count is `problem_count`). */
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_tenant_created_idx').on(t.tenantId, t.createdAt),
    oneOf('imports_kind_check', t.kind, IMPORT_KINDS),
    oneOf('imports_status_check', t.status, IMPORT_STATUSES),
  ],
);

/**
 * A tenant's full export (docs/imports-and-exports.md#a-tenants-full-export): one zip of every table the tenant
 * owns and its uploaded files, built by the `tenant-exports` job. The archive is kept in the row, like uploads,
 * so every instance serves its download; it is cleared once its link expires (`expires_at`).
 */
export const tenantExports = pgTable(
  'tenant_exports',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Who asked for it; null once that account is deleted. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: TENANT_EXPORT_STATUSES }).notNull().default('queued'),
    archive: bytea('archive'),
    /** The archive's size in bytes, kept after the archive is cleared. */
    size: integer('size'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the download link stops working: a day after the archive is ready. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('tenant_exports_tenant_created_idx').on(t.tenantId, t.createdAt),
    // The expiry job's "ready archives past their time": a range of this index, not a scan.
    index('tenant_exports_status_expires_idx').on(t.status, t.expiresAt),
    oneOf('tenant_exports_status_check', t.status, TENANT_EXPORT_STATUSES),
  ],
);

/**
 * A tenant's API keys (docs/api-integrations.md): a call with `Authorization: Bearer <secret>` acts in the key's
 * tenant, on the endpoints its scopes allow. The secret is shown once; only its sha256 is kept. The inbound key
 * of `POST /api/tenants/{id}/inbound-key` is one of these (`Inbound messages`, scope messages:write).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The secret's first characters, shown in lists to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** sha256 (hex) of the secret: each call looks its key up by it. */
    keyHash: text('key_hash').notNull().unique(),
    /** The admin who made it; null once that account is deleted (the key keeps working). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Updated at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set when revoked: every call with it is refused from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/**
 * A tenant's webhooks (docs/api-integrations.md#webhooks): a URL told of the events it names by a signed POST.
 * The signing secret is sealed with the secret box (shared/secret-box.ts); `last_sequence` is the number of its
 * latest delivery, taken under the row's lock when an emitting transaction commits.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    description: text('description'),
    /** The `whsec_…` secret, sealed (AES-256-GCM) with the server's secret key. */
    secretSealed: text('secret_sealed').notNull(),
    /** The admin who made it; null once that account is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [index('webhook_subscriptions_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/**
 * One event for one webhook (the outbox): written in the transaction of the change it tells of, sent by the
 * `webhooks` job in `sequence` order, retried with back-off until answered 2xx or given up (`failed`). Its id is
 * the `QuoteDesk-Delivery` header and the body's `id`, the same on every attempt and replay.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    event: text('event', { enum: WEBHOOK_EVENTS }).notNull(),
    /** The body sent, as JSON: `{ id, type, createdAt, tenantId, data }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * Its place among the webhook's deliveries: numbered when the emitting transaction commits (a deferred
     * trigger, migration 0023), so the order is that of the commits; null only inside that transaction.
     */
    sequence: integer('sequence'),
    /** The order it was written in (within its transaction too): the commit numbers its deliveries by it. */
    emitted: bigserial('emitted', { mode: 'number' }).notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts since it was made or last replayed. */
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried next (while pending). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** The first attempt since it was made or replayed: it is given up a day after. */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    unique('webhook_deliveries_subscription_sequence_key').on(t.subscriptionId, t.sequence),
    // The list: a subscription's deliveries newest first, paged by (created_at, id).
    index('webhook_deliveries_subscription_created_idx').on(t.subscriptionId, t.createdAt, t.id),
    // The sender's "first pending of this subscription", and the sweep's "subscriptions with a due delivery".
    index('webhook_deliveries_pending_idx')
      .on(t.subscriptionId, t.sequence)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_tenant_idx').on(t.tenantId),
    // The commit-time numbering's "this transaction's deliveries": empty outside one.
    index('webhook_deliveries_unnumbered_idx').on(t.subscriptionId).where(sql`${t.sequence} is null`),
    oneOf('webhook_deliveries_event_check', t.event, WEBHOOK_EVENTS),
    oneOf('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);
