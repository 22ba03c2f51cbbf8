import { resolveTenantId } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import type { ZodPlugin } from '../../plugins/validation';
import { queueServiceMeanings } from '../../shared/meaning-queues';
import { correctQuoteLine } from './corrections';

/** Corrections of AI quote lines: any signed-in user of the tenant may make one. */
export const correctionRoutes: ZodPlugin = async (app) => {
  app.route({
    ...endpoint(app, 'createAiCorrection'),
    handler: async (request, reply) => {
      const { tenantId: requested, ...correction } = request.body;
      const tenantId = resolveTenantId(request, requested);
      const { alias, created } = await correctQuoteLine(app.db, {
        ...correction,
        tenantId,
        userId: request.auth.userId,
      });
      // A new phrase changes what the service reads as: its meaning vectors are computed again.
      if (created) await queueServiceMeanings(app.jobs, tenantId, request.log);
      return reply.code(created ? 201 : 200).send({ alias });
    },
  });
};
