import type { FastifyRequest } from 'fastify';
import { actsOnEveryTenant, resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { HttpError, notFound, unauthorized } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { recordAuditEvent } from '../../shared/audit';
import { appOrigin } from '../../shared/password-links';
import { removeSecondFactor } from '../../shared/second-factor';
import { type MailContext, makeResetLink, sendInvitation } from './invitation';
import {
  assertMayCreate,
  assertMayDelete,
  assertMayManage,
  assertMaySendLinks,
  assertMayUpdate,
} from './permissions';
import {
  changesEmail,
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
  const mail = (request: FastifyRequest): MailContext => ({
    db: app.db,
    jobs: app.jobs,
    origin: appOrigin(request, app.config),
    mailConfigured: Boolean(app.config.smtpUrl),
    log: request.log,
  });
  /** The user named in the path, within the caller's reach (another tenant's is not found). */
  const targetOf = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const target = await findUser(app.db, request.params.id, tenantScope(request));
    if (!target) throw notFound('User not found');
    return target;
  };

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
      // Without a tenant a super admin sees every tenant's users (the Tenant column); others (and a super
      // admin viewing a tenant as support) that tenant's.
      if (!tenantId && actsOnEveryTenant(request)) return listUsers(app.db, null);
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
      return reply.code(201).send({ user, ...(await sendInvitation(mail(request), user)) });
    },
  });

  app.route({
    ...endpoint(app, 'updateUser'),
    handler: async (request) => {
      const target = await targetOf(request);
      assertMayUpdate(request.auth, target, request.body.role);
      const user = await updateUser(app.db, target, request.body);
      // An invitation that went to a wrong address goes again, to the corrected one.
      if (target.passwordSet || !changesEmail(target, request.body.email)) return user;
      return { ...user, invitation: await sendInvitation(mail(request), user) };
    },
  });

  app.route({
    ...endpoint(app, 'resendInvitation'),
    handler: async (request) => {
      const target = await targetOf(request);
      assertMaySendLinks(request.auth, target);
      if (target.passwordSet) {
        throw new HttpError(409, 'This user has already set a password. Make a reset link instead.');
      }
      return sendInvitation(mail(request), target);
    },
  });

  app.route({
    ...endpoint(app, 'createPasswordResetLink'),
    handler: async (request, reply) => {
      const target = await targetOf(request);
      assertMaySendLinks(request.auth, target);
      return reply
        .code(201)
        .send({ link: await makeResetLink(app.db, appOrigin(request, app.config), target.id) });
    },
  });

  app.route({
    ...endpoint(app, 'deleteUser'),
    handler: async (request, reply) => {
      const target = await targetOf(request);
      assertMayDelete(request.auth, target);
      await deleteUser(app.db, target);
      return reply.code(204).send();
    },
  });

  // The user enrols again (at once if the tenant requires it); whoever held their sessions is out.
  app.route({
    ...endpoint(app, 'resetUserTwoFactor'),
    handler: async (request, reply) => {
      const target = await targetOf(request);
      assertMayManage(request.auth, target);
      await removeSecondFactor(app.db, target.id);
      await recordAuditEvent(app.db, {
        tenantId: target.tenantId,
        actor: { userId: request.auth.userId, email: request.auth.userEmail },
        actingAsSupport: request.auth.actingAsSupport,
        action: 'auth.two-factor-reset',
        target: { type: 'user', id: target.id },
        details: { email: target.email },
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  });
};
