import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

/** Everything the server reads from the environment, parsed once at start into typed values. */
export interface Config {
  /** NODE_ENV=production: the compiled server, which needs DATABASE_URL and SECRET_KEY and never migrates at start. */
  production: boolean;
  port: number;
  host: string;
  /** Holds the embedded database (`<dataDir>/pglite`) and the generated secret key when SECRET_KEY is unset. */
  dataDir: string;
  /** When set, PostgreSQL via `pg` instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Seed the demo data at start: only into the embedded database, never into a DATABASE_URL one. */
  seed: boolean;
  /** Origins allowed to call the API cross-origin with credentials; empty means same-origin only. */
  corsOrigins: string[];
  sessionTtlMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  /** API calls one caller (a session, an API key, else an address) may make per minute, counted across instances. */
  apiRateLimitPerMinute: number;
  /** 'auto' marks cookies Secure when the request came over https (directly or via a trusted proxy). */
  cookieSecure: boolean | 'auto';
  /** Whose X-Forwarded-* headers count: nobody, everybody (`true`), or the listed proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Folder holding `shell/dist` and `mfe-<name>/dist`. */
  webRoot: string;
  /** Sent to the browser in /remotes.json when the API lives on another host. */
  apiBaseUrl: string | undefined;
  /** A file whose content replaces the generated /remotes.json. */
  remotesJsonFile: string | undefined;
  logLevel: string;
  /** OpenAI-compatible chat-completions endpoint for AI quotes; the built-in matcher when any is unset. */
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  /** Per attempt; a timed-out call is retried once, then the matcher answers. */
  aiTimeoutMs: number;
  /**
   * This instance loads the sentence encoder (in the background at start, about 250 MB) and works the jobs that
   * keep the catalog services' meaning vectors; false: neither (tests, or an instance that must stay small).
   */
  sentenceEncoder: boolean;
  /** nodemailer SMTP URL (`smtp://user:pass@host:587`, `smtps://…`); without it no mail is sent. */
  smtpUrl: string | undefined;
  /** From header of the mail the product sends. */
  mailFrom: string;
  /** Public address of the web app, for links in emails; else the request's origin. */
  appUrl: string | undefined;
  /** Encrypts secrets at rest (Gmail refresh tokens); unset: a key generated into `<dataDir>/secret.key`. */
  secretKey: string | undefined;
  /** OpenID Connect issuer for "Sign in with Google"; sign-in is off until the client id and secret are set. */
  googleIssuer: string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  /** Base address of the Gmail REST API (tests point it at a local fixture). */
  gmailApiUrl: string;
  /**
   * Webhooks may point at (and are delivered to) loopback, private, link-local and other non-public addresses,
   * and over plain http: for a trusted network or tests only. Off: such URLs are refused at creation and at
   * every delivery.
   */
  webhookAllowPrivateNetworks: boolean;
  /** The first wait before a failed webhook delivery is tried again; each next wait doubles (capped at an hour). */
  webhookRetryBaseMs: number;
}

/** Google sign-in and the Gmail import are on once the client id and secret are both set. */
export function isGoogleConfigured(config: Pick<Config, 'googleClientId' | 'googleClientSecret'>): boolean {
  return Boolean(config.googleClientId && config.googleClientSecret);
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(PROXY_RANGE_NAMES, { message: 'expected an IP address, a CIDR or loopback' }),
]);

/**
 * `false` (default), `true` (any sender: only when nothing can reach the server but the proxy), or the proxies'
 * addresses, e.g. `127.0.0.1,10.0.0.0/8`, so a client cannot forge its address or https by sending the headers.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value) => {
    if (!value || ['false', '0', 'no'].includes(value)) return false;
    if (['true', '1', 'yes'].includes(value)) return true;
    return value.split(',').map((entry) => entry.trim());
  })
  .pipe(z.union([z.boolean(), z.array(proxyAddress).transform((list) => list.join(','))]));

const positiveNumber = (fallback: number) => z.coerce.number().positive().default(fallback);

/** Only what a production secret must have; any string works as a key (it is hashed). */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

const databaseUrl = optionalText.pipe(
  z
    .url({ protocol: /^postgres(ql)?$/, message: 'expected a postgres://user@host:5432/database URL' })
    .optional(),
);

/** Every variable the server reads; the README's configuration table lists exactly these (a test checks). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'expected a port number from 0 to 65535' })
    .int('expected a port number from 0 to 65535')
    .min(0)
    .max(65535)
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: databaseUrl,
  SEED: flag(true),
  CORS_ORIGINS: z.string().default(''),
  SESSION_TTL_HOURS: positiveNumber(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_SECONDS: positiveNumber(300),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: trustProxy,
  WEB_ROOT: optionalText,
  API_BASE_URL: optionalText,
  REMOTES_JSON: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  SENTENCE_ENCODER: flag(true),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(1).default('QuoteDesk <no-reply@quotedesk.local>'),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SECRET_KEY: optionalText,
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GMAIL_API_URL: z.url({ protocol: /^https?$/ }).default('https://gmail.googleapis.com'),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag(false),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
});

/** Production runs several instances on one real database, so neither may fall back to a local default. */
const productionEnvSchema = envSchema.superRefine((e, context) => {
  if (e.NODE_ENV !== 'production') return;
  if (!e.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: 'required when NODE_ENV=production',
    });
  }
  if (!e.SECRET_KEY || e.SECRET_KEY.length < MIN_PRODUCTION_SECRET_LENGTH) {
    context.addIssue({
      code: 'custom',
      path: ['SECRET_KEY'],
      message: `required when NODE_ENV=production, at least ${MIN_PRODUCTION_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`), the same on every instance`,
    });
  }
});

/** A problem an operator fixes (the environment, the database): its message is the one line to show. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Parses the environment; relative paths resolve against `cwd` (where the process started). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = productionEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED && !e.DATABASE_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_SECONDS * 1000,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    webRoot: e.WEB_ROOT ? path.resolve(cwd, e.WEB_ROOT) : REPO_ROOT,
    apiBaseUrl: e.API_BASE_URL,
    remotesJsonFile: e.REMOTES_JSON ? path.resolve(cwd, e.REMOTES_JSON) : undefined,
    logLevel: e.LOG_LEVEL,
    aiBaseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
    aiApiKey: e.AI_API_KEY,
    aiModel: e.AI_MODEL,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    sentenceEncoder: e.SENTENCE_ENCODER,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    secretKey: e.SECRET_KEY,
    googleIssuer: e.GOOGLE_ISSUER,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET,
    gmailApiUrl: e.GMAIL_API_URL.replace(/\/+$/, ''),
    webhookAllowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
  };
}
