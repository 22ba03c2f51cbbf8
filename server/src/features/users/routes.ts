import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { notFound, unauthorized } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { appOrigin, sendInvitation } from './invitation';
import { assertMayCreate, assertMayDelete, assertMayUpdate } from './permissions';
import {
  createUser,
  deleteUser,
  findUser,
  getUserProfile,
  listUsers,
  setThemeMode,
  tenantExists,
  updateUser,
} from './service';

export const userRoutes: ZodPlugin = async (app) => {
  // User management is for admins only (the contract's access): a USER gets 403 on every route except /users/me.
  app.route({
    ...endpoint(app, 'getMe'),
    handler: async (request) => {
      const user = await getUserProfile(app.db, request.auth.userId);
      if (!user) throw unauthorized();
      return user;
    },
  });

  app.route({
    ...endpoint(app, 'updateMyTheme'),
    handler: async (request) => {
      await setThemeMode(app.db, request.auth.userId, request.body.themeMode);
      return { themeMode: request.body.themeMode };
    },
  });

  app.route({
    ...endpoint(app, 'listUsers'),
    handler: async (request) => {
      const { tenantId } = request.query;
      // Without a tenant a super admin sees every tenant's users (the Tenant column); others their own.
      if (!tenantId && request.auth.role === 'SUPER_ADMIN') return listUsers(app.db, null);
      return listUsers(app.db, resolveTenantId(request, tenantId));
    },
  });

  app.route({
    ...endpoint(app, 'createUser'),
    handler: async (request, reply) => {
      const { name, email, role, tenantId: requested } = request.body;
      const tenantId = resolveTenantId(request, requested);
      assertMayCreate(request.auth, role);
      if (!(await tenantExists(app.db, tenantId))) throw notFound('Tenant not found');
      const user = await createUser(app.db, { tenantId, name, email, role });
      const emailSent = await sendInvitation(
        {
          db: app.db,
          jobs: app.jobs,
          origin: appOrigin(request, app.config),
          mailConfigured: Boolean(app.config.smtpUrl),
        },
        user,
      );
      return reply.code(201).send({ user, emailSent });
    },
  });

  app.route({
    ...endpoint(app, 'updateUser'),
    handler: async (request) => {
      const { auth } = request;
      const target = await findUser(app.db, request.params.id, tenantScope(request));
      if (!target) throw notFound('User not found');
      assertMayUpdate(auth, target, request.body.role);
      return updateUser(app.db, target, request.body);
    },
  });

  app.route({
    ...endpoint(app, 'deleteUser'),
    handler: async (request, reply) => {
      const { auth } = request;
      const target = await findUser(app.db, request.params.id, tenantScope(request));
      if (!target) throw notFound('User not found');
      assertMayDelete(auth, target);
      await deleteUser(app.db, target);
      return reply.code(204).send();
    },
  });
};
