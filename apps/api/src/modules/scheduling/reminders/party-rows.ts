import type { CalendarKind, Locale } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { usersByIds } from '../../accounts/identity';
import { therapistsByIds } from '../therapists';

/** What messages need of a client: where to reach them and how they read times. */
export interface ClientRow {
  id: number;
  email: string | null;
  cel: string | null;
  firstname: string | null;
  lastname: string | null;
  locale: Locale;
  tz: string | null;
  calendar: CalendarKind | null;
  disabledAt: Date | null;
}

/** A therapist's names and working zone, with their account's address and reading preferences. */
export interface TherapistRow {
  id: number;
  nameFa: string;
  nameEn: string;
  tz: string;
  email: string | null;
  locale: Locale;
  calendar: CalendarKind | null;
  disabledAt: Date | null;
}

/** Asked of the identity slice, which owns the accounts. */
export async function loadClients(db: Executor, userIds: number[]): Promise<ClientRow[]> {
  const users = await usersByIds(db, userIds);
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    cel: user.cel,
    firstname: user.firstname,
    lastname: user.lastname,
    locale: user.locale,
    tz: user.tz,
    calendar: user.calendar,
    disabledAt: user.disabledAt,
  }));
}

/** Asked of the therapists slice, then of identity for their accounts (two queries in all). */
export async function loadTherapists(
  db: Executor,
  therapistIds: number[],
): Promise<TherapistRow[]> {
  const therapists = await therapistsByIds(db, therapistIds);
  const accounts = new Map(
    (
      await usersByIds(
        db,
        therapists.map((therapist) => therapist.userId),
      )
    ).map((user) => [user.id, user]),
  );
  return therapists.flatMap((therapist) => {
    const account = accounts.get(therapist.userId);
    if (!account) return [];
    return [
      {
        id: therapist.id,
        nameFa: therapist.nameFa,
        nameEn: therapist.nameEn,
        tz: therapist.tz,
        email: account.email,
        locale: account.locale,
        calendar: account.calendar,
        disabledAt: account.disabledAt,
      },
    ];
  });
}
