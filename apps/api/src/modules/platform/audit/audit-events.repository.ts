import type { Executor } from '../../../db/client';
import type { AuditEntry } from './audit.service';
import { auditEvents } from './audit-events.table';

export async function recordAudit(
  db: Executor,
  entry: AuditEntry,
  origin: { ip: string | null; userAgent: string | null } = { ip: null, userAgent: null },
): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    subjectId: entry.subjectId ?? null,
    detail: entry.detail ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
