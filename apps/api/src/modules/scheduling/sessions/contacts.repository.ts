import { eq, sql } from 'drizzle-orm';
import type { CalendarKind, Currency, Locale } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { users } from '../../accounts/identity';
import { platforms } from '../../platform/platforms';
import { therapists } from '../therapists';

/** How to reach a person and how they read dates: language, zone and calendar. */
export interface Contact {
  email: string | null;
  locale: Locale;
  tz: string | null;
  calendar: CalendarKind | null;
}

/**
 * A disabled account gets no email. A therapist reads times in the zone of their working hours
 * (`therapists.tz`), as the reminders do; anyone else in their profile's zone.
 */
export async function findContact(db: Executor, userId: number): Promise<Contact | undefined> {
  const [row] = await db
    .select({
      email: sql<string | null>`case when ${users.disabledAt} is null then ${users.email} end`,
      locale: users.locale,
      tz: sql<string | null>`coalesce(${therapists.tz}, ${users.tz})`,
      calendar: users.calendar,
    })
    .from(users)
    .leftJoin(therapists, eq(therapists.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The currency of a platform (what a client without a chosen currency pays in). */
export async function platformCurrency(db: Executor, platformId: number): Promise<Currency> {
  const [row] = await db
    .select({ currency: platforms.currency })
    .from(platforms)
    .where(eq(platforms.id, platformId));
  return row?.currency ?? 'rial';
}
