import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAuditEvent } from '../../shared/audit';
import { SUPPORT_ACTIONS, type TargetId } from './support-actions';

/** The longest text kept from a request in an event's details; a note's or a message's whole text is not. */
const MAX_DETAIL_TEXT = 120;
const MAX_DETAIL_LIST = 20;

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** The fields a request sent, short: texts cut, lists of plain values kept when short, objects named only. */
export function detailsOf(body: unknown): Fields {
  const details: Fields = {};
  for (const [key, value] of Object.entries(fieldsOf(body))) {
    if (typeof value === 'string') details[key] = value.slice(0, MAX_DETAIL_TEXT);
    else if (value === null || typeof value === 'number' || typeof value === 'boolean') details[key] = value;
    else if (Array.isArray(value))
      details[key] = value.length <= MAX_DETAIL_LIST ? value : `${value.length} items`;
    else details[key] = '…';
  }
  return details;
}

function targetIdOf(request: FastifyRequest, id: TargetId, payload: unknown): string | null {
  if (id === 'none') return null;
  if (id === 'created') {
    const created = typeof payload === 'string' ? safeJson(payload) : null;
    return typeof created?.id === 'string' ? created.id : null;
  }
  const source = 'param' in id ? fieldsOf(request.params)[id.param] : fieldsOf(request.body)[id.body];
  return typeof source === 'string' ? source : null;
}

function safeJson(text: string): Fields | null {
  try {
    return fieldsOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Records every change a super admin makes while viewing a tenant as support, once it has succeeded and before
 * the answer leaves (so the log shows it as soon as the change does). A failure to record is logged, never
 * turned into a failed answer: the change itself is already made.
 */
export const supportAudit = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const rule = request.routeOptions.config.endpoint
        ? SUPPORT_ACTIONS[request.routeOptions.config.endpoint as keyof typeof SUPPORT_ACTIONS]
        : undefined;
      if (!rule || !request.auth?.actingAsSupport || reply.statusCode >= 300) return payload;
      await recordAuditEvent(app.db, {
        tenantId: request.auth.tenantId,
        actor: { userId: request.auth.userId, email: request.auth.userEmail },
        actingAsSupport: true,
        action: rule.action,
        target: { type: rule.target, id: targetIdOf(request, rule.id, payload) },
        details: detailsOf(request.body),
        ip: request.ip,
      }).catch((error: unknown) => request.log.error({ err: error }, 'audit event not recorded'));
      return payload;
    });
  },
  { name: 'support-audit' },
);
