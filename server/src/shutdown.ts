import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

/** How long requests in flight (and the background parts' close hooks) get before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownResult {
  /** False when the grace period ran out first: something was still running. */
  drained: boolean;
  ms: number;
}

/**
 * Stops the server the graceful way: no new connections (requests still arriving on open ones get 503), the
 * requests in flight finish, the plugins' close hooks stop the background parts, then the database closes.
 */
export async function shutDown(
  app: FastifyInstance,
  database: DatabaseHandle,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<ShutdownResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const drained = await Promise.race([app.close().then(() => true as const), gaveUp]);
  clearTimeout(timer);
  if (drained) await database.close();
  return { drained, ms: Math.round(performance.now() - started) };
}

/** SIGTERM (an orchestrator, `kill`) and SIGINT (Ctrl-C) shut the server down once, then end the process. */
export function shutDownOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests in flight`);
    const { drained, ms } = await shutDown(app, database);
    if (drained) app.log.info(`Shut down in ${ms} ms`);
    else app.log.warn(`Requests still running after ${ms} ms: exiting anyway`);
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
