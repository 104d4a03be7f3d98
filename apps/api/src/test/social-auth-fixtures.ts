import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, users } from '../db/schema';
import type { UserRow } from '../modules/accounts/identity';
import type { AuditAction } from '../modules/platform/audit';
import type { TestApp } from './build-test-app';

/** The newest audit event of an action recorded from a client address (tests use one each). */
export async function lastAudit(t: TestApp, ip: string, action: AuditAction) {
  const [row] = await t.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.ip, ip), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

export async function userRow(t: TestApp, id: number): Promise<UserRow> {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
