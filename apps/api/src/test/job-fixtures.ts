/**
 * Test fixtures for the jobs: rows inserted directly, so a test states exactly the history it
 * needs (past cancellations, no-shows) without going through the booking rules.
 */
import type { CalendarKind, CancelReason, Locale, SessionState } from '@ravan/contract';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from './build-test-app';
import { registerClient, uniqueEmail } from './factories';
import { newInviteCode } from '../modules/accounts/identity';
import { outboxMessages } from '../modules/platform/outbox/outbox-messages.table';
import { sessions, weeklySlots } from '../modules/scheduling/sessions/sessions.table';
import { therapists } from '../modules/scheduling/therapists/therapists.table';
import { factors, sessionCredits, users } from '../db/schema';

interface Prefs {
  locale: Locale;
  tz?: string | null;
  calendar?: CalendarKind | null;
}

/**
 * A registered client ("Shirin Tehrani") with the given language, zone, calendar and phone. The
 * sign-up's own mail (the address verification link) is removed, so the outbox holds only what
 * the job under test sends.
 */
export async function createClient(t: TestApp, prefs: Prefs & { cel?: string | null }) {
  const client = await registerClient(t.app);
  await t.deps.database.db
    .delete(outboxMessages)
    .where(eq(outboxMessages.recipient, client.email.toLowerCase()));
  await t.deps.database.db
    .update(users)
    .set({
      locale: prefs.locale,
      tz: prefs.tz ?? null,
      calendar: prefs.calendar ?? null,
      cel: prefs.cel ?? null,
    })
    .where(eq(users.id, client.profile.id));
  return { id: client.profile.id, email: client.email };
}

/** A therapist of their own per test, so no other test's sessions or mail get in the way. */
export async function createTherapist(t: TestApp, prefs: Prefs & { tz: string }) {
  const db = t.deps.database.db;
  const email = uniqueEmail('therapist');
  const [user] = await db
    .insert(users)
    .values({
      platformId: 1,
      role: 'therapist',
      email,
      locale: prefs.locale,
      calendar: prefs.calendar ?? null,
      inviteCode: newInviteCode(),
    })
    .returning({ id: users.id });
  const [row] = await db
    .insert(therapists)
    .values({
      userId: user!.id,
      nameFa: 'دکتر نگار آزمون',
      nameEn: 'Dr. Negar Azmoon',
      gender: 'female',
      tz: prefs.tz,
    })
    .returning({ id: therapists.id });
  return { id: row!.id, email };
}

/** A paid package's credit row (package 1) with `used` of `total` sessions spent. */
export async function grantCredit(t: TestApp, userId: number, total: number, used: number) {
  const db = t.deps.database.db;
  const [factor] = await db
    .insert(factors)
    .values({
      userId,
      currency: 'dollar',
      subtotalMinor: 10_000n,
      totalMinor: 10_000n,
      paidMinor: 10_000n,
      state: 'paid',
    })
    .returning({ id: factors.id });
  const [credit] = await db
    .insert(sessionCredits)
    .values({ userId, factorId: factor!.id, packageId: 1, kind: 'therapy', total, used })
    .returning({ id: sessionCredits.id });
  return credit!.id;
}

export async function createWeeklySlot(t: TestApp, userId: number, therapistId: number) {
  const [slot] = await t.deps.database.db
    .insert(weeklySlots)
    .values({ userId, therapistId })
    .returning({ id: weeklySlots.id });
  return slot!.id;
}

export async function insertSession(
  t: TestApp,
  values: {
    userId: number;
    therapistId: number;
    startsAt: string;
    state?: SessionState;
    cancelReason?: CancelReason;
    weeklySlotId?: number;
    creditId?: number;
    charged?: boolean;
    movedTo?: number;
    meetingUrl?: string;
  },
) {
  const startsAt = new Date(values.startsAt);
  const [row] = await t.deps.database.db
    .insert(sessions)
    .values({
      ...values,
      kind: 'therapy',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      meetingUrl: values.meetingUrl ?? 'https://meet.example/ravan-room',
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** What the built-in provider "sent" to an address, oldest first. */
export function outboxTo(t: TestApp, address: string) {
  return t.deps.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, address.toLowerCase()))
    .orderBy(asc(outboxMessages.id));
}

/** RFC 5545 unfolding, so assertions read whole lines. */
export const unfold = (ics: string) => ics.replace(/\r\n /g, '');
