/**
 * CPU cost of computing a therapist's bookable slots (apps/api availability), in-process: no
 * server, no database — the function is pure, so this isolates the time-zone arithmetic and the
 * busy-interval filtering from I/O.
 */
import { performance } from 'node:perf_hooks';
import {
  computeSlots,
  type Interval,
  type SlotQuery,
} from '../../apps/api/src/modules/scheduling/availability/compute-slots';
import { addDays, instantOf } from '../../packages/contract/src/time/zoned-time';

const TZ = 'Europe/Berlin';
// Four weeks around the October 2026 fall-back (Sunday 2026-10-25), so DST handling is on the path.
const FIRST_DAY = '2026-10-12';
const DAYS = 28;
const BUSY_SESSIONS = 200;
const SESSION_MINUTES = 45;
const WARMUP_RUNS = 50;
const MEASURED_RUNS = 500;

function wallInstant(date: string, time: string): Date {
  const instant = instantOf(date, time, TZ);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${TZ}`);
  return instant;
}

/** Deterministic (mulberry32) bookings on working days, some off the hour to straddle slots. */
function busySessions(): Interval[] {
  let seed = 20_261_025;
  // 32-bit integer arithmetic (Math.imul): a float LCG loses its low bits past 2^53.
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const busy: Interval[] = [];
  while (busy.length < BUSY_SESSIONS) {
    const date = addDays(FIRST_DAY, next(DAYS));
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) continue; // Sundays have no hours
    const minute = [0, 0, 15, 30][next(4)]!;
    const hour = 8 + next(12);
    const start = wallInstant(
      date,
      `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    );
    busy.push({ start, end: new Date(start.getTime() + SESSION_MINUTES * 60_000) });
  }
  return busy; // in generation order, i.e. unsorted, as rows may come from the database
}

function therapyQuery(): SlotQuery {
  const from = wallInstant(FIRST_DAY, '00:00');
  return {
    therapistTz: TZ,
    weekly: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
    exceptions: [],
    busy: busySessions(),
    from,
    to: wallInstant(addDays(FIRST_DAY, DAYS), '00:00'),
    sessionMinutes: SESSION_MINUTES,
    stepMinutes: 60,
    notBefore: from,
  };
}

export async function measureSlotComputation(): Promise<
  { label: string; perRunMs: number; slots: number }[]
> {
  const query = therapyQuery();
  let slots = 0;
  // Warm-up: JIT compilation and the per-zone Intl.DateTimeFormat cache are not what we measure.
  for (let run = 0; run < WARMUP_RUNS; run++) slots = computeSlots(query).length;
  const started = performance.now();
  for (let run = 0; run < MEASURED_RUNS; run++) slots = computeSlots(query).length;
  const perRunMs = (performance.now() - started) / MEASURED_RUNS;
  return [
    {
      label: `slots: ${DAYS} days ${TZ} (fall-back), 6×08–20, ${BUSY_SESSIONS} busy, 45/60 min`,
      perRunMs,
      slots,
    },
  ];
}
