import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { platforms, type PlatformRow } from './platforms.table';

/** The platform whose domain is `host`, else the default one. */
export async function findPlatformForHost(
  db: Executor,
  host: string,
): Promise<PlatformRow | undefined> {
  const rows = await db
    .select()
    .from(platforms)
    .where(or(eq(platforms.domain, host), eq(platforms.isDefault, true)))
    // The host's own platform first; the default row has no domain (NULL), so NULLS LAST.
    .orderBy(sql`${platforms.domain} = ${host} desc nulls last`)
    .limit(1);
  return rows[0];
}

export async function findPlatformById(db: Executor, id: number): Promise<PlatformRow | undefined> {
  const [row] = await db.select().from(platforms).where(eq(platforms.id, id));
  return row;
}

export async function listPlatforms(db: Executor): Promise<PlatformRow[]> {
  return db.select().from(platforms).orderBy(platforms.id);
}

export async function countPlatforms(db: Executor): Promise<number> {
  return db.$count(platforms);
}
