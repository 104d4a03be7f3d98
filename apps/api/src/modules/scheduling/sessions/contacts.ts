import type { CalendarKind, Currency, Locale } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { findUserById } from '../../accounts/identity';
import { findPlatformById } from '../../platform/platforms';
import { findTherapistByUserId } from '../therapists';

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
  const [user, therapist] = await Promise.all([
    findUserById(db, userId),
    findTherapistByUserId(db, userId),
  ]);
  if (!user) return undefined;
  return {
    email: user.disabledAt === null ? user.email : null,
    locale: user.locale,
    tz: therapist?.tz ?? user.tz,
    calendar: user.calendar,
  };
}

/** The currency of a platform (what a client without a chosen currency pays in). */
export async function platformCurrency(db: Executor, platformId: number): Promise<Currency> {
  return (await findPlatformById(db, platformId))?.currency ?? 'rial';
}
