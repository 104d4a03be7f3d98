import { eq } from 'drizzle-orm';
import type { CalendarKind, Currency, Locale } from '@ravan/contract';
import type { Executor } from '../../db/client';
import { users } from '../accounts';
import { platforms } from '../platforms';

/** How to reach a person and how they read dates: language, zone and calendar. */
export interface Contact {
  email: string | null;
  locale: Locale;
  tz: string | null;
  calendar: CalendarKind | null;
}

export async function findContact(db: Executor, userId: number): Promise<Contact | undefined> {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, tz: users.tz, calendar: users.calendar })
    .from(users)
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
