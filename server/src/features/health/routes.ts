import { sql } from 'drizzle-orm';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';

/** Liveness for load balancers and the start script: answers only when the database does. */
export const healthRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'getHealth'),
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  });
};
