import {
  calendarOf,
  DEFAULT_LOCALE,
  usableTimeZone,
  type CalendarKind,
  type Locale,
  type TimePrefs,
} from '@ravan/contract';
import { t } from '../../../copy/t';
import type { Executor } from '../../../db/client';
import { loadClients, loadTherapists, type ClientRow, type TherapistRow } from './party-rows';

/** Someone a session message goes to, with the name the other side is shown by. */
export interface Party extends TimePrefs {
  /** Null when there is no address or the account is disabled: no email then. */
  email: string | null;
  /** WhatsApp number (clients only). */
  cel: string | null;
  name: Record<Locale, string>;
}

/** SPEC.md: fa reads Solar Hijri by default, en Gregorian, unless the person chose otherwise. */
function prefsOf(row: { locale: Locale | null; tz: string | null; calendar: CalendarKind | null }) {
  const locale = row.locale ?? DEFAULT_LOCALE;
  // A zone this runtime cannot use would throw inside Intl and stop everyone's reminders.
  return { locale, tz: usableTimeZone(row.tz), calendar: calendarOf(locale, row.calendar) };
}

export function clientParty(row: ClientRow): Party {
  const full = [row.firstname, row.lastname].filter(Boolean).join(' ').trim();
  return {
    ...prefsOf(row),
    email: row.disabledAt ? null : row.email,
    cel: row.disabledAt ? null : row.cel,
    name: {
      fa: full || t('fa', 'party.unnamed_client'),
      en: full || t('en', 'party.unnamed_client'),
    },
  };
}

export function therapistParty(row: TherapistRow): Party {
  return {
    ...prefsOf(row),
    email: row.disabledAt ? null : row.email,
    cel: null,
    name: { fa: row.nameFa, en: row.nameEn },
  };
}

/** Clients and therapists by id, three queries for any number of sessions. */
export async function loadParties(
  db: Executor,
  pairs: { userId: number; therapistId: number }[],
): Promise<{ clients: Map<number, Party>; therapists: Map<number, Party> }> {
  const [clientRows, therapistRows] = await Promise.all([
    loadClients(
      db,
      pairs.map((pair) => pair.userId),
    ),
    loadTherapists(
      db,
      pairs.map((pair) => pair.therapistId),
    ),
  ]);
  return {
    clients: new Map(clientRows.map((row) => [row.id, clientParty(row)])),
    therapists: new Map(therapistRows.map((row) => [row.id, therapistParty(row)])),
  };
}
