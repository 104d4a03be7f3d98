import {
  PSYCHOLOGY_FIELDS,
  matchAnswersEffect,
  type Gender,
  type Output,
  type Suggestion,
  type filterSuggestionsBody,
} from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import type { UserRow } from '../../accounts/identity';
import { freeSlotsOfMany, listPreferredTimes } from '../../scheduling/availability';
import { matchesPreferredTimes, scheduledSessionsOfMany } from '../../scheduling/sessions';
import {
  listActiveTherapists,
  toTherapistSummary,
  type TherapistRow,
} from '../../scheduling/therapists';
import { surveyOfUser } from '../onboarding';
import { findMatchProfile } from './match-profiles.repository';
import { rankTherapists, type MatchCandidate, type MatchNeeds } from './rank-therapists';
import { reasonText, type Reader } from './reasons';

/** Suggestions look this far ahead for free time. */
export const MATCH_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;
const DEFAULT_TZ = 'Asia/Tehran';

export type SuggestionFilters = Output<typeof filterSuggestionsBody>;

interface ClientNeeds {
  needs: MatchNeeds;
  reader: Reader;
  rejected: readonly number[];
}

/**
 * What the client wants, from everything they told us: the survey (cycle, therapist gender,
 * language, preferred times and zone), the matchmaking questionnaire and chosen fields, and the
 * profile (zone, language). Works with none of them: the client's language and no preferences.
 */
async function needsOf(
  db: Executor,
  user: UserRow,
  now: Date,
  readerLocale: Reader['locale'],
): Promise<ClientNeeds> {
  const [survey, profile, savedTimes] = await Promise.all([
    surveyOfUser(db, user),
    findMatchProfile(db, user.id),
    listPreferredTimes(db, user.id),
  ]);
  const effect = matchAnswersEffect(profile?.answers ?? {});
  const fields = new Set<string>([...(profile?.fields ?? []), ...effect.fields]);
  if (survey?.cycle) fields.add(survey.cycle);
  const wished = survey?.therapist_gender ?? effect.therapistGender ?? null;
  const preferredGender: Gender | null = wished === 'male' || wished === 'female' ? wished : null;
  const tz = survey?.tz ?? user.tz ?? DEFAULT_TZ;
  const times = survey?.preferred_times?.length ? survey.preferred_times : savedTimes;
  return {
    needs: {
      language: survey?.language ?? effect.language ?? user.locale,
      preferredGender,
      fields: [...fields],
      isPreferredTime:
        times.length > 0 ? (start: Date) => matchesPreferredTimes(start, tz, times) : null,
      now,
    },
    reader: { locale: readerLocale, tz, calendar: user.calendar },
    rejected: profile?.rejectedTherapistIds ?? [],
  };
}

function passes(therapist: TherapistRow, filters: SuggestionFilters, rejected: readonly number[]) {
  if (therapist.isEvaluator || rejected.includes(therapist.id)) return false;
  if (filters.gender && therapist.gender !== filters.gender) return false;
  if (filters.language && !therapist.languages.includes(filters.language)) return false;
  if (filters.psychology_field_ids?.length) {
    const wanted = PSYCHOLOGY_FIELDS.filter((field) =>
      filters.psychology_field_ids?.includes(field.id),
    ).map((field) => field.key as string);
    if (!therapist.fields.some((field) => wanted.includes(field))) return false;
  }
  return true;
}

/**
 * Therapists ranked for the client, best first, each with its reasons in the reader's
 * language. Every therapist's free time in the next two weeks comes from three queries in all.
 */
export async function suggestTherapists(
  deps: AppDeps,
  user: UserRow,
  locale: Reader['locale'],
  filters: SuggestionFilters = {},
): Promise<Suggestion[]> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const [client, therapists] = await Promise.all([
    needsOf(db, user, now, locale),
    listActiveTherapists(db),
  ]);
  const pool = therapists.filter((therapist) => passes(therapist, filters, client.rejected));
  const free = await freeSlotsOfMany(
    db,
    pool,
    { from: now, to: new Date(now.getTime() + MATCH_WINDOW_DAYS * DAY_MS), kind: 'therapy', now },
    scheduledSessionsOfMany,
  );
  const byId = new Map(pool.map((therapist) => [therapist.id, therapist]));
  const candidates: MatchCandidate[] = pool.map((therapist) => ({
    id: therapist.id,
    gender: therapist.gender,
    languages: therapist.languages,
    fields: therapist.fields,
    freeSlots: (free.get(therapist.id) ?? []).map((slot) => slot.start),
  }));
  const ranked = rankTherapists(candidates, client.needs);
  return ranked.slice(0, filters.limit ?? ranked.length).map(({ candidate, score, reasons }) => {
    const therapist = byId.get(candidate.id)!;
    const soonest = reasons.find((reason) => reason.code === 'soonest');
    return {
      doctor: {
        ...toTherapistSummary(therapist),
        name: locale === 'fa' ? therapist.nameFa : therapist.nameEn,
      },
      score,
      reasons: reasons.map((reason) => reasonText(reason, client.reader)),
      soonest: soonest?.code === 'soonest' ? soonest.start.toISOString() : null,
    };
  });
}
