import { describe, expect, it } from 'vitest';
import { rankTherapists, type MatchCandidate, type MatchNeeds } from './rank-therapists';

const NOW = new Date('2026-11-23T08:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const candidate = (overrides: Partial<MatchCandidate> & { id: number }): MatchCandidate => ({
  gender: 'female',
  languages: ['fa'],
  fields: [],
  freeSlots: [hoursFromNow(30)],
  ...overrides,
});
const needs = (overrides: Partial<MatchNeeds> = {}): MatchNeeds => ({
  language: 'fa',
  preferredGender: null,
  fields: [],
  isPreferredTime: null,
  now: NOW,
  ...overrides,
});
const order = (ranked: ReturnType<typeof rankTherapists>) =>
  ranked.map((entry) => entry.candidate.id);

/** A client in Toronto who prefers weekday evenings (19:00–23:59 there). */
function torontoEvenings(start: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Toronto',
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(start);
  const hour = Number(parts.find((part) => part.type === 'hour')!.value);
  const weekday = parts.find((part) => part.type === 'weekday')!.value;
  return hour >= 19 && !['Sat', 'Sun'].includes(weekday);
}

describe('rankTherapists', () => {
  it('puts a therapist who speaks the client’s language first, whatever else matches', () => {
    const ranked = rankTherapists(
      [
        candidate({ id: 1, languages: ['en'], fields: ['anxiety', 'couples'] }),
        candidate({ id: 2, languages: ['fa', 'en'] }),
      ],
      needs({ fields: ['anxiety', 'couples'] }),
    );
    expect(order(ranked)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toContainEqual({ code: 'language', language: 'fa' });
    expect(ranked[1]!.reasons).not.toContainEqual({ code: 'language', language: 'fa' });
  });

  it('honours a gender preference, and says so', () => {
    const ranked = rankTherapists(
      [candidate({ id: 1, gender: 'female' }), candidate({ id: 2, gender: 'male' })],
      needs({ preferredGender: 'male' }),
    );
    expect(order(ranked)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toContainEqual({ code: 'gender', gender: 'male' });
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
  });

  it('prefers free time that falls in the client’s preferred periods in the client’s zone', () => {
    // 2026-11-24 (Tuesday) 01:00 UTC is Monday 20:00 in Toronto: an evening there.
    const torontoEvening = new Date('2026-11-24T01:00:00Z');
    // 2026-11-24 15:00 UTC is Tuesday 10:00 in Toronto: a morning there, evening in Tehran.
    const torontoMorning = new Date('2026-11-24T15:00:00Z');
    const ranked = rankTherapists(
      [
        candidate({ id: 1, freeSlots: [torontoMorning] }),
        candidate({ id: 2, freeSlots: [torontoEvening] }),
      ],
      needs({ isPreferredTime: torontoEvenings }),
    );
    expect(order(ranked)).toEqual([2, 1]);
    expect(ranked[0]!.reasons).toContainEqual({ code: 'preferred_times', count: 1 });
  });

  it('puts therapists with no free time last, even with every field in common', () => {
    const ranked = rankTherapists(
      [
        candidate({ id: 1, fields: ['anxiety', 'grief', 'couples'], freeSlots: [] }),
        candidate({ id: 2, freeSlots: [hoursFromNow(24 * 10)] }),
        candidate({ id: 3, freeSlots: [hoursFromNow(-2)] }), // only a past slot: none
      ],
      needs({ fields: ['anxiety', 'grief', 'couples'] }),
    );
    expect(order(ranked)).toEqual([2, 1, 3]);
    expect(ranked[1]!.reasons).toContainEqual({ code: 'no_availability' });
  });

  it('ranks by fields in common, then the sooner slot, then a stable id', () => {
    const ranked = rankTherapists(
      [
        candidate({ id: 4, fields: ['anxiety'], freeSlots: [hoursFromNow(100)] }),
        candidate({ id: 3, fields: ['anxiety'], freeSlots: [hoursFromNow(100)] }),
        candidate({ id: 2, fields: ['anxiety'], freeSlots: [hoursFromNow(90)] }),
        candidate({ id: 1, fields: ['anxiety', 'grief'], freeSlots: [hoursFromNow(150)] }),
      ],
      needs({ fields: ['anxiety', 'grief'] }),
    );
    expect(order(ranked)).toEqual([1, 2, 3, 4]);
    expect(ranked[0]!.reasons[0]).toEqual({ code: 'fields', fields: ['anxiety', 'grief'] });
  });

  it('never invents or drops a therapist', () => {
    const pool = [1, 2, 3, 4, 5].map((id) =>
      candidate({ id, freeSlots: id % 2 ? [] : [hoursFromNow(id)] }),
    );
    expect(order(rankTherapists(pool, needs())).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(rankTherapists([], needs())).toEqual([]);
  });
});
