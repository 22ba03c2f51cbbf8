import { tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { sessionExists } from '../../plugins/session-store';
import type { ZodPlugin } from '../../plugins/validation';
import { isFor } from './audience';
import { coalescing } from './coalesce';

/**
 * `GET /api/events`: a server-sent event stream of what changed for the signed-in user (see the contract's
 * `serverEventSchema`), fed by every instance through the event bus. The stream ends when the browser goes or
 * the server shuts down; EventSource then reconnects, to any instance.
 */
export const eventRoutes: ZodPlugin = async (app) => {
  const open = new Set<() => void>();
  // Open streams would hold a graceful shutdown for its whole grace period.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.route({
    ...endpoint(app, 'followEvents'),
    sse: 'only',
    handler: async (request, reply) => {
      const listener = { userId: request.auth.userId, scope: tenantScope(request) };
      const outbox = coalescing((event) => {
        reply.sse.send({ data: event }).catch(() => reply.sse.close());
      });
      const end = () => reply.sse.close();
      const { sessionId } = request.auth;
      const unsubscribe = app.events.subscribe((event) => {
        if (!isFor(listener, event)) return;
        // A signed-out session hears nothing more: its stream closes, and reconnecting answers 401.
        if (event.type === 'sessions.ended') {
          void sessionExists(app.db, sessionId).then((alive) => alive || end(), end);
          return;
        }
        outbox.push(event);
      });
      open.add(end);
      reply.sse.onClose(() => {
        open.delete(end);
        unsubscribe();
        outbox.cancel();
      });
      reply.sse.keepAlive();
      // Commits the headers now (Node holds them until the first write), so the browser's EventSource opens at once.
      // Cookies set on the way here (a renewed session) are not among them: @fastify/cookie writes Set-Cookie when a
      // reply is sent, which a stream never is; the next API call once a minute has passed renews it again.
      reply.sse.sendHeaders();
      reply.raw.flushHeaders();
    },
  });
};
