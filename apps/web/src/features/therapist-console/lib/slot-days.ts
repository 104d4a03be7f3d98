import type { Slot } from '@ravan/contract';

/*
 * Local days ("2026-03-21", in the therapist's zone) and the free slots on them. Day arithmetic is
 * done on the calendar date alone (UTC noon), so a daylight-saving change never skips or repeats one.
 */
const DAY_MS = 86_400_000;
const isoDays = new Map<string, Intl.DateTimeFormat>();

/** The date it is in a zone at an instant, as YYYY-MM-DD (Gregorian, as the API reads it). */
export function localDateIn(tz: string, at: Date): string {
  let format = isoDays.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDays.set(tz, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const noonOf = (date: string) => Date.parse(`${date}T12:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(noonOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the contract counts weekdays. */
export function weekdayOf(date: string): number {
  return new Date(noonOf(date)).getUTCDay();
}

/** A local date as an instant that falls on that day in UTC, for formatting it in any calendar. */
export const dayInstant = (date: string) => `${date}T12:00:00Z`;

export interface SlotDay {
  date: string;
  slots: Slot[];
}

/** Every day of the window (empty ones too, so the week reads whole), its slots by start time. */
export function groupSlotsByDay(slots: readonly Slot[], from: string, days: number): SlotDay[] {
  const groups = Array.from({ length: days }, (_, offset) => ({
    date: addDays(from, offset),
    slots: [] as Slot[],
  }));
  const byDate = new Map(groups.map((group) => [group.date, group]));
  for (const slot of slots) byDate.get(slot.local_date)?.slots.push(slot);
  for (const group of groups) {
    group.slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }
  return groups;
}
