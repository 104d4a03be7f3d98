/**
 * The data set of the matchmaking load scenario, written straight into the bench's database while
 * no server holds it (PGlite allows one process): therapists are added beside the demo ones until
 * there are `SUGGESTION_POOL` active therapists, each with weekly hours in one of three zones and
 * a mix of languages, genders and fields, so the ranking has real work for every one of them.
 */
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { therapists, therapistWeeklyHours, users } from '../../apps/api/src/db/schema';
import { newInviteCode } from '../../apps/api/src/modules/accounts/identity/invite-code';

export const SUGGESTION_POOL = 50;

const ZONES = ['Asia/Tehran', 'Europe/Berlin', 'America/Toronto'] as const;
const FIELDS = [['Individual'], ['Couple', 'Individual'], ['Child'], ['Psychiatry']];
const LANGUAGES = [['fa'], ['fa', 'en'], ['fa', 'de']];

/** Adds bench therapists to the seeded database at `databaseUrl` or in `dataDir`. */
export async function prepareManyTherapists(target: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<void> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, 'pglite'),
    poolSize: 2,
  });
  try {
    await database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(therapists)
        .where(eq(therapists.isEvaluator, false));
      const missing = SUGGESTION_POOL - (existing?.n ?? 0);
      for (let index = 0; index < missing; index++) {
        const [user] = await tx
          .insert(users)
          .values({
            platformId: 1,
            role: 'therapist',
            email: `bench-therapist-${index}@ravan.bench`,
            firstname: 'Bench',
            lastname: `Therapist ${index}`,
            tz: ZONES[index % ZONES.length],
            inviteCode: newInviteCode(),
          })
          .returning({ id: users.id });
        const [row] = await tx
          .insert(therapists)
          .values({
            userId: user!.id,
            nameFa: `درمانگر ${index}`,
            nameEn: `Bench Therapist ${index}`,
            gender: index % 2 === 0 ? 'female' : 'male',
            tz: ZONES[index % ZONES.length]!,
            languages: LANGUAGES[index % LANGUAGES.length]!,
            approaches: ['CBT'],
            fields: FIELDS[index % FIELDS.length]!,
            isEvaluator: false,
          })
          .returning({ id: therapists.id });
        await tx.insert(therapistWeeklyHours).values(
          [1, 2, 3, 4, 5].map((weekday) => ({
            therapistId: row!.id,
            weekday: (weekday + index) % 7,
            startTime: index % 3 === 0 ? '09:00' : '14:00',
            endTime: index % 3 === 0 ? '13:00' : '20:00',
          })),
        );
      }
    });
  } finally {
    await database.close();
  }
}
