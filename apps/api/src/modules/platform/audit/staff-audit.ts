import type { Executor } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from './audit-events.repository';
import type { AuditAction } from './audit.service';

/** Every staff change leaves a line in the audit log, in the change's own transaction. */
export function auditStaffAction(
  tx: Executor,
  actor: Actor,
  action: AuditAction,
  detail: Record<string, string | number | boolean | null>,
  subjectId: number | null = null,
): Promise<void> {
  return recordAudit(tx, { action, actorId: actor.userId, subjectId, detail }, actor);
}
