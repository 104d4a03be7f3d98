import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../accounts/identity';
import { therapists } from '../therapists/therapists.table';

/** What messages need of a client: where to reach them and how they read times. */
export async function loadClients(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      cel: users.cel,
      firstname: users.firstname,
      lastname: users.lastname,
      locale: users.locale,
      tz: users.tz,
      calendar: users.calendar,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

export type ClientRow = Awaited<ReturnType<typeof loadClients>>[number];

/** A therapist's names and zone from their profile; email, language and calendar from their account. */
export async function loadTherapists(db: Executor, therapistIds: number[]) {
  if (therapistIds.length === 0) return [];
  return db
    .select({
      id: therapists.id,
      nameFa: therapists.nameFa,
      nameEn: therapists.nameEn,
      tz: therapists.tz,
      email: users.email,
      locale: users.locale,
      calendar: users.calendar,
      disabledAt: users.disabledAt,
    })
    .from(therapists)
    .innerJoin(users, eq(users.id, therapists.userId))
    .where(inArray(therapists.id, [...new Set(therapistIds)]));
}

export type TherapistRow = Awaited<ReturnType<typeof loadTherapists>>[number];
