import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, type UserRow } from './users.table';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Users by id (any order; unknown ids are left out): for slices that show who someone is. */
export async function usersByIds(db: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.disabledAt)))
    .limit(1);
  return row;
}

/** Inserts a user; answers undefined when the email is already taken (no exception, no race). */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
