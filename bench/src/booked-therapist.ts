/**
 * The data set of the "doctor times" load scenario, written straight into the bench's database
 * while no server holds it (PGlite allows one process): the Berlin demo therapist works Monday
 * to Saturday 08:00–20:00 and has 200 scheduled sessions in the next 28 days, so every request
 * subtracts 200 booked intervals. The database must already be migrated and demo-seeded.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { findUserByEmail } from '../../apps/api/src/modules/accounts/identity/users.repository';
import { sessions } from '../../apps/api/src/modules/scheduling/sessions/sessions.table';
import { replaceWeeklyHours } from '../../apps/api/src/modules/scheduling/therapists/hours.repository';
import { findTherapistByUserId } from '../../apps/api/src/modules/scheduling/therapists/therapists.repository';
import {
  addDays,
  instantOf,
  localDateOf,
  weekdayOf,
} from '../../packages/contract/src/time/zoned-time';
import { BOOKED_SESSIONS, BOOKED_THERAPIST } from './times-scenario';

const TZ = 'Europe/Berlin';
const CLIENT_EMAIL = 'client@ravan.demo';
const WORKDAYS = [1, 2, 3, 4, 5, 6];
const FIRST_HOUR = 8;
const LAST_HOUR = 20;

/** Hourly starts from tomorrow to 27 days ahead (Berlin), three of every four: 200 of ~276. */
function bookedStarts(now: Date): Date[] {
  const today = localDateOf(now, TZ);
  const starts: Date[] = [];
  let index = 0;
  for (let offset = 1; offset <= 27 && starts.length < BOOKED_SESSIONS; offset++) {
    const date = addDays(today, offset);
    if (!WORKDAYS.includes(weekdayOf(date))) continue;
    for (let hour = FIRST_HOUR; hour < LAST_HOUR && starts.length < BOOKED_SESSIONS; hour++) {
      const start = instantOf(date, `${String(hour).padStart(2, '0')}:00`, TZ);
      if (start && index++ % 4 !== 3) starts.push(start);
    }
  }
  if (starts.length < BOOKED_SESSIONS) throw new Error(`only ${starts.length} starts to book`);
  return starts;
}

/** Books the therapist's next month in the seeded database at `databaseUrl` or in `dataDir`. */
export async function prepareBookedTherapist(target: {
  databaseUrl: string | undefined;
  dataDir: string;
  now: Date;
}): Promise<void> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    pgliteDir: path.join(target.dataDir, 'pglite'),
    poolSize: 2,
  });
  try {
    const db = database.db;
    const therapistUser = await findUserByEmail(db, BOOKED_THERAPIST.email);
    const client = await findUserByEmail(db, CLIENT_EMAIL);
    const therapist = therapistUser && (await findTherapistByUserId(db, therapistUser.id));
    if (!therapist || !client) throw new Error('the demo seed has no Berlin therapist or client');
    await db.transaction(async (tx) => {
      await replaceWeeklyHours(
        tx,
        therapist.id,
        WORKDAYS.map((weekday) => ({ weekday, startTime: '08:00', endTime: '20:00' })),
      );
      await tx.insert(sessions).values(
        bookedStarts(target.now).map((startsAt) => ({
          userId: client.id,
          therapistId: therapist.id,
          kind: 'therapy' as const,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          meetingUrl: `https://meet.jit.si/ravan-bench-${randomUUID()}`,
        })),
      );
    });
  } finally {
    await database.close();
  }
}
