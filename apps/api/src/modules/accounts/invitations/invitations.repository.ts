import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../identity';

/** People who joined with the user's code: first name and dates only — no contact details. */
export async function pageInvitees(db: Executor, inviterId: number, limit: number, offset: number) {
  const rows = await db
    .select({
      firstname: users.firstname,
      joinedAt: users.createdAt,
      // Spelled out: Drizzle leaves columns unqualified in a one-table select, and an unqualified
      // "id" inside the subquery would mean factors.id.
      firstOrderPaid: sql<boolean>`exists (select 1 from factors f where f.user_id = "users"."id" and f.state = 'paid')`,
    })
    .from(users)
    .where(eq(users.invitedBy, inviterId))
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(users, eq(users.invitedBy, inviterId));
  return { rows, total };
}
