import { type Slot, localDateOf } from '@ravan/contract';

export interface SlotDay {
  date: string;
  slots: Slot[];
}

/**
 * Free slots under the local day (in the viewer's zone) their start falls on, for every day of
 * the window in order — days without a slot included, so the week reads whole — earliest first
 * within a day. A slot outside the window (the server's day edge in another zone) is left out
 * rather than misplaced.
 */
export function groupSlotsByDay(
  slots: readonly Slot[],
  days: readonly string[],
  tz: string,
): SlotDay[] {
  const byDay = new Map<string, Slot[]>(days.map((day) => [day, []]));
  for (const slot of slots) byDay.get(localDateOf(slot.start, tz))?.push(slot);
  return days.map((date) => ({
    date,
    slots: (byDay.get(date) ?? []).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  }));
}
