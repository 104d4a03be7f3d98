import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { recordAudit, requestOrigin, type AuditAction } from './';

/** Every staff change leaves a line in the audit log, in the change's own transaction. */
export function auditStaff(
  tx: Executor,
  request: FastifyRequest,
  staffId: number,
  action: AuditAction,
  detail: Record<string, string | number | boolean | null>,
  subjectId: number | null = null,
): Promise<void> {
  return recordAudit(tx, { action, actorId: staffId, subjectId, detail }, requestOrigin(request));
}

/** The same line for a staff member acting (an Actor: no request needed). */
export function auditStaffAction(
  tx: Executor,
  actor: Actor,
  action: AuditAction,
  detail: Record<string, string | number | boolean | null>,
  subjectId: number | null = null,
): Promise<void> {
  return recordAudit(tx, { action, actorId: actor.userId, subjectId, detail }, actor);
}
