import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import sse from '@fastify/sse';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { XSRF_HEADER } from 'shared-api/contract';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { correctionRoutes } from './features/ai/corrections-routes';
import { recordLineCorrection } from './features/ai/line-corrections';
import { sharedSentenceEncoder } from './features/ai/meaning/encoder';
import { workServiceMeanings } from './features/ai/meaning/meaning-job';
import { workMessageMeanings } from './features/ai/meaning/message-meanings-job';
import { queueAllStaleMeanings } from './features/ai/meaning/stale-meanings';
import { aiRoutes } from './features/ai/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { auditRoutes } from './features/audit/routes';
import { supportAudit } from './features/audit/support-audit';
import { accountSecurityRoutes } from './features/auth/account-routes';
import { authRoutes } from './features/auth/routes';
import { catalogRoutes } from './features/catalogs/routes';
import { contactRoutes } from './features/contacts/routes';
import { customerNoteRoutes } from './features/customers/notes-routes';
import { customerRoutes } from './features/customers/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { eventRoutes } from './features/events/routes';
import { googleRoutes } from './features/google/routes';
import { healthRoutes } from './features/health/routes';
import { importRoutes } from './features/imports/routes';
import { inboundRoutes } from './features/inbound/routes';
import { invitationRoutes } from './features/invitations/routes';
import { messageRoutes } from './features/messages/routes';
import { publicQuotePageRoutes, publicQuoteRoutes } from './features/quotes/public-routes';
import { quoteRoutes } from './features/quotes/routes';
import { serviceRoutes } from './features/services/routes';
import { sessionRoutes } from './features/session/routes';
import { tenantDataRoutes } from './features/tenant-data/routes';
import { tenantRoutes } from './features/tenants/routes';
import { uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { apiRateLimit } from './plugins/api-rate-limit';
import { authentication } from './plugins/auth';
import { API_PREFIX, contractCoverage } from './plugins/endpoints';
import { installErrorHandler } from './plugins/errors';
import { type Cursors, createCursors } from './plugins/pagination';
import { OneLinePerRequest } from './plugins/request-log';
import { securityHeaders } from './plugins/security-headers';
import { zodValidatorCompiler } from './plugins/validation';
import { xsrfProtection } from './plugins/xsrf';
import { scheduledHandlers } from './scheduled-jobs';
import { type EventBus, startEventBus } from './shared/events';
import { followInboxChanges } from './shared/inbox';
import { type JobQueue, startJobQueue, stopJobQueue } from './shared/jobs/queue';
import { startScheduledJobs } from './shared/jobs/scheduled';
import { workMail } from './shared/mail-queue';
import { createMailer } from './shared/mailer';
import { queueServiceMeanings } from './shared/meaning-queues';
import { fromSecretKey } from './shared/secret-box';
import { externalOrigins } from './static/remotes';
import { isSpaNavigation, sendShellIndex, webRoutes } from './static/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The connection underneath `db`: LISTEN/NOTIFY and the job queue's driver. */
    database: DatabaseHandle;
    config: Config;
    /** Events of every instance on the database (LISTEN/NOTIFY), for live updates and cache invalidation. */
    events: EventBus;
    /** The PostgreSQL-backed job queue (pg-boss): long work runs here, on any instance, not in a request. */
    jobs: JobQueue;
    /** Signs and checks list cursors with the server's secret, the same on every instance. */
    cursors: () => Promise<Cursors>;
  }
}

/** Under the idle timeouts of proxies (nginx's proxy_read_timeout is 60 s), so an open stream stays open. */
const EVENTS_HEARTBEAT_MS = 25_000;
/** Inside the graceful shutdown's 10 s. */
const JOBS_STOP_GRACE_MS = 5_000;

export interface AppDependencies {
  database: DatabaseHandle;
  config: Config;
}

/** The whole HTTP server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ database, config }: AppDependencies) {
  const { db } = database;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Paths only: query strings carry one-time tokens (set-password links, OAuth codes and state).
      serializers: {
        req: (request) => ({ method: request.method, url: request.url.split('?')[0], id: request.id }),
      },
    },
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers are checked against the contract's response schemas and stripped of anything they do not declare.
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.decorate('db', db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('cursors', fromSecretKey(config, createCursors));
  const events = await startEventBus(database, app.log);
  app.decorate('events', events);
  const stopFollowingInbox = followInboxChanges(events);
  const jobs = await startJobQueue(database, app.log);
  app.decorate('jobs', jobs);
  if (config.smtpUrl) await workMail(jobs, createMailer(config), app.log);
  await startScheduledJobs(jobs, scheduledHandlers(db), app.log);
  let queueingStaleMeanings: Promise<void> = Promise.resolve();
  if (config.sentenceEncoder) {
    // Loaded in the background: the server answers without waiting for the model.
    void sharedSentenceEncoder((error) =>
      app.log.error({ err: error }, 'the sentence encoder failed: quotes are made without meaning'),
    );
    await workServiceMeanings(db, jobs, app.log);
    await workMessageMeanings(db, jobs, app.log);
    queueingStaleMeanings = queueStaleMeanings(db, jobs, app.log);
  }
  app.addHook('onClose', async () => {
    await queueingStaleMeanings;
    // Running jobs get most of the shutdown's grace to reach a safe point; the rest is retried elsewhere.
    await stopJobQueue(jobs, JOBS_STOP_GRACE_MS);
    stopFollowingInbox();
    await events.close();
  });

  // Registered first so their hooks cover every route below (JSON and static files alike).
  await app.register(securityHeaders, { otherOrigins: await externalOrigins(config) });
  // Before compression: it reads a created record's id from the answer's JSON text.
  await app.register(supportAudit);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: ['Content-Type', XSRF_HEADER],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
  }
  // Every cookie is for the whole site unless it names a path (the library's default is the request's folder).
  await app.register(cookie, { parseOptions: { path: '/', sameSite: 'lax' } });
  await app.register(apiRateLimit, { db, perMinute: config.apiRateLimitPerMinute });
  await app.register(xsrfProtection, { cookieSecure: config.cookieSecure });
  await app.register(authentication, { db, config });
  await app.register(sse, { heartbeatInterval: EVENTS_HEARTBEAT_MS });
  await app.register(contractCoverage);

  await app.register(
    async (api) => {
      // API answers are per user: never kept by the browser or a shared cache unless a route says so.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(apiDocsRoutes);
      await api.register(authRoutes);
      await api.register(accountSecurityRoutes);
      await api.register(googleRoutes);
      await api.register(invitationRoutes);
      await api.register(sessionRoutes);
      await api.register(userRoutes);
      await api.register(tenantRoutes);
      await api.register(tenantDataRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookRoutes);
      await api.register(customerRoutes);
      await api.register(customerNoteRoutes);
      await api.register(dashboardRoutes);
      await api.register(contactRoutes);
      await api.register(quoteRoutes, {
        recordCorrection: async (correction) => {
          // A line given another service adds an "Also known as" phrase to it: its vectors are stale.
          if (await recordLineCorrection(db, correction))
            await queueServiceMeanings(jobs, correction.tenantId, app.log);
        },
      });
      await api.register(publicQuoteRoutes);
      await api.register(aiRoutes);
      await api.register(correctionRoutes);
      await api.register(catalogRoutes);
      await api.register(serviceRoutes);
      await api.register(importRoutes);
      await api.register(messageRoutes);
      await api.register(inboundRoutes);
      await api.register(eventRoutes);
      await api.register(auditRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(uploadRoutes);
  await app.register(publicQuotePageRoutes);
  await app.register(webRoutes, { config });

  app.setNotFoundHandler(async (request, reply) => {
    if (isSpaNavigation(request)) return sendShellIndex(request, reply, config);
    return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Queues the meanings of every tenant whose service vectors are stale or missing (ADR 0015) or who has recent
 * messages not read yet (ADR 0016), in the background of the start: answers when that is done, and never fails.
 */
function queueStaleMeanings(db: Database, jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  return queueAllStaleMeanings(db, jobs, log).then(
    ({ services, messages }) => {
      if (services + messages > 0)
        log.info({ services, messages }, 'queued the meanings of tenants with stale vectors');
    },
    (error: unknown) => log.error({ err: error }, 'the tenants with stale meanings were not queued'),
  );
}
