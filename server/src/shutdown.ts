import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

/** How long requests in flight (and the background parts' close hooks) get before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownResult {
  /** False when the grace period ran out first: something was still running. */
  drained: boolean;
  ms: number;
}

export type ShutDown = (graceMs?: number) => Promise<ShutdownResult>;

/**
 * Prepares the graceful way to stop a server; call before it listens. On shutdown: no new connections (requests
 * still arriving on open ones get 503), the requests in flight finish and their connections close behind them
 * (Node keeps an idle keep-alive connection, and with it `close()`, open for as long as the client likes), the
 * plugins' close hooks stop the background parts, then the database closes.
 */
export function gracefulShutdown(app: FastifyInstance, database: DatabaseHandle): ShutDown {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else response.once('finish', () => app.server.closeIdleConnections());
  };
  app.server.on('request', (_request, response: ServerResponse) => {
    if (draining) return closeAfterAnswer(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return async (graceMs = SHUTDOWN_GRACE_MS) => {
    const started = performance.now();
    draining = true;
    for (const response of inFlight) closeAfterAnswer(response);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    });
    const drained = await Promise.race([app.close().then(() => true as const), gaveUp]);
    clearTimeout(timer);
    if (drained) await database.close();
    return { drained, ms: Math.round(performance.now() - started) };
  };
}

/** SIGTERM (an orchestrator, `kill`) and SIGINT (Ctrl-C) shut the server down once, then end the process. */
export function shutDownOnSignals(app: FastifyInstance, shutDown: ShutDown): void {
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests in flight`);
    const { drained, ms } = await shutDown();
    if (drained) app.log.info(`Shut down in ${ms} ms`);
    else app.log.warn(`Requests still running after ${ms} ms: exiting anyway`);
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
