import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from 'shared-api/contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { recordAuditEvent } from './audit';

/** Who a sign-in event is about: a known account, or only the email that was typed. */
export interface SignInSubject {
  userId: string | null;
  tenantId: string | null;
  email: string;
}

/** The account an email names, for recording a failure against its tenant; the email alone when none. */
export async function subjectOf(db: Database, email: string): Promise<SignInSubject> {
  const [user] = await db
    .select({ userId: users.id, tenantId: users.tenantId, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? { userId: null, tenantId: null, email };
}

/**
 * Records a sign-in event in the tenant's audit log (docs/product-rules.md#sign-in-events): the subject is
 * also the actor, the request gives the address.
 */
export function recordSignInEvent(
  db: Database,
  request: FastifyRequest,
  subject: SignInSubject,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAuditEvent(db, {
    tenantId: subject.tenantId,
    actor: { userId: subject.userId, email: subject.email },
    action,
    target: subject.userId ? { type: 'user', id: subject.userId } : null,
    details,
    ip: request.ip,
  });
}

/** The caller as a sign-in subject. */
export const callerSubject = (request: FastifyRequest): SignInSubject & { userId: string } => ({
  userId: request.auth.userId,
  tenantId: request.auth.homeTenantId,
  email: request.auth.userEmail,
});
