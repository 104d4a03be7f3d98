import type { Slot } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { findActiveTherapist, listActiveEvaluators } from '../therapists';
import { slotsOf, type BookedTimes } from './free-slots.service';
import { slotWindow, toSlotView } from './slot-window';
import { profileZone, requestedZone } from './viewer-zone';

export interface TimesQuery {
  from?: string | undefined;
  days: number;
  tz?: string | undefined;
}

/**
 * A therapist's free slots over local days in the viewer's zone: the zone asked for, else the
 * profile's, else the therapist's. An evaluator offers evaluation slots. No free slot is an empty
 * list, not an error (the screen says 'No available time slots in this period').
 */
export async function doctorTimes(
  deps: AppDeps,
  bookedTimes: BookedTimes,
  viewer: { tz: string | null },
  doctorId: number,
  query: TimesQuery,
) {
  const asked = requestedZone(query.tz);
  const db = deps.database.db;
  const therapist = await findActiveTherapist(db, doctorId);
  if (!therapist) throw new AppError('not_found');
  const tz = asked ?? profileZone(viewer.tz) ?? therapist.tz;
  const now = deps.clock.now();
  const window = slotWindow({ from: query.from, days: query.days, tz, now });
  const kind = therapist.isEvaluator ? 'evaluation' : 'therapy';
  const slots = await slotsOf(db, therapist, { ...window, kind, now }, bookedTimes);
  return { tz, therapist_id: therapist.id, slots: slots.map((slot) => toSlotView(slot, tz)) };
}

/**
 * Evaluation slots of every active evaluator, by start then evaluator: two evaluators free at
 * the same time give two entries, so the client books one of them.
 */
export async function triageTimes(
  deps: AppDeps,
  bookedTimes: BookedTimes,
  viewer: { tz: string | null },
  query: TimesQuery,
) {
  const asked = requestedZone(query.tz);
  const db = deps.database.db;
  const evaluators = await listActiveEvaluators(db);
  const tz = asked ?? profileZone(viewer.tz) ?? evaluators[0]?.tz ?? 'UTC';
  const now = deps.clock.now();
  const window = slotWindow({ from: query.from, days: query.days, tz, now });
  const lists = await Promise.all(
    evaluators.map(async (evaluator) =>
      (await slotsOf(db, evaluator, { ...window, kind: 'evaluation', now }, bookedTimes)).map(
        (slot) => ({
          at: slot.start.getTime(),
          view: { ...toSlotView(slot, tz), evaluator_id: evaluator.id },
        }),
      ),
    ),
  );
  const merged = lists
    .flat()
    .sort((a, b) => a.at - b.at || a.view.evaluator_id - b.view.evaluator_id);
  return { tz, slots: merged.map((entry): Slot & { evaluator_id: number } => entry.view) };
}
