import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
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

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The ids of users a staff search term names (Latin digits expected): an id, a phone number's
 * last digits (leading zeros and separators dropped, so 0912… finds +98912…), an email (exact or
 * its start, any case) or a first or last name (any part, any case). One query, at most `limit`.
 */
export async function userIdsMatching(db: Executor, term: string, limit = 200): Promise<number[]> {
  const text = term.trim();
  const conditions: SQL[] = [];
  if (/^#?\d{1,9}$/.test(text)) conditions.push(eq(users.id, Number(text.replace('#', ''))));
  const digits = text.replace(/[\s()+-]/g, '').replace(/^0+/, '');
  if (/^\d{6,15}$/.test(digits)) conditions.push(sql`${users.cel} like ${`%${digits}`}`);
  if (!/^[\d\s()+#-]*$/.test(text)) {
    const like = likeEscaped(text.toLowerCase());
    conditions.push(sql`lower(${users.email}) like ${`${like}%`}`);
    conditions.push(ilike(users.firstname, `%${like}%`));
    conditions.push(ilike(users.lastname, `%${like}%`));
    conditions.push(
      sql`(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')) ilike ${`%${like}%`}`,
    );
  }
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...conditions))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Any account (live or disabled) with this WhatsApp number, the oldest match. */
export async function findUserByCel(db: Executor, cel: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.cel, cel)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

export async function findUserByFirebaseUid(
  db: Executor,
  uid: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
  return row;
}

/** Records a provider's id (Google sub, Firebase uid) on an account; updated_at is left alone. */
export async function linkLoginProvider(
  db: Executor,
  id: number,
  link: Pick<NewUser, 'googleSub' | 'firebaseUid'>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(link).where(eq(users.id, id)).returning();
  return row;
}

/** The live account whose invite code this is (codes are stored upper-case). */
export async function findLiveUserIdByInviteCode(
  db: Executor,
  code: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.inviteCode, code), isNull(users.disabledAt)))
    .limit(1);
  return row?.id;
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

/** Sets the password of an account that has none; false when it already has one. */
export async function setPasswordIfNone(
  tx: Executor,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return rows.length > 0;
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

/** The account a Telegram id is linked to, if any. */
export async function findUserIdByTelegramId(
  db: Executor,
  telegramId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.telegramId, telegramId))
    .limit(1);
  return row?.id;
}

/** People who joined with the user's code, newest first, one page: first name and date only. */
export async function pageInvitees(db: Executor, inviterId: number, limit: number, offset: number) {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, joinedAt: users.createdAt })
    .from(users)
    .where(eq(users.invitedBy, inviterId))
    .orderBy(desc(users.id))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(users, eq(users.invitedBy, inviterId));
  return { rows, total };
}
