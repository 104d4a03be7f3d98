import {
  cycleBody,
  optionalText,
  preferredTime,
  preferredTimes,
  SESSION_COUNT_MIN,
  z,
  type PreferredTime,
  toLatinDigits,
} from '@ravan/contract';

export const NEW_CYCLE = 'new';
export const ANY_THERAPIST = 'any';

/** The request form as typed; checked with the contract's own rules (SPEC.md §5). */
export interface RequestFormValues {
  /** An existing cycle's id, or NEW_CYCLE. */
  cycle: string;
  /** A THERAPY_CYCLES value, or '' while none is chosen. */
  category: string;
  description: string;
  /** A therapist's id, or ANY_THERAPIST. */
  therapist: string;
  sessions: string;
  times: PreferredTime[];
  note: string;
}

/** "۳" or "3" → 3; anything that is not a whole number → NaN. */
export function parseCount(text: string): number {
  const latin = toLatinDigits(text.trim());
  return /^\d{1,4}$/.test(latin) ? Number(latin) : Number.NaN;
}

type Issue = { path: (keyof RequestFormValues)[]; message: string };

function issuesOf(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  prefix?: keyof RequestFormValues,
): Issue[] {
  if (result.success || !result.error) return [];
  return result.error.issues.map((issue) => ({
    path: [prefix ?? (issue.path[0] as keyof RequestFormValues)],
    message: issue.message,
  }));
}

export const requestFormSchema = z
  .object({
    cycle: z.string().check(z.minLength(1, 'v.required')),
    category: z.string(),
    description: z.string(),
    therapist: z.string().check(z.minLength(1, 'v.required')),
    sessions: z.string(),
    times: z.array(preferredTime),
    note: z.string(),
  })
  .check(
    z.superRefine((value, ctx) => {
      const issues: Issue[] = [
        ...(value.cycle === NEW_CYCLE
          ? issuesOf(
              z.safeParse(cycleBody, {
                category: value.category || undefined,
                description: value.description,
              }),
            )
          : []),
        ...issuesOf(z.safeParse(preferredTimes, value.times), 'times'),
        ...issuesOf(z.safeParse(optionalText(1000), value.note), 'note'),
      ];
      const count = parseCount(value.sessions);
      if (Number.isNaN(count)) issues.push({ path: ['sessions'], message: 'v.invalid' });
      else if (count < SESSION_COUNT_MIN)
        issues.push({ path: ['sessions'], message: 'v.min_one_session' });
      for (const issue of issues) ctx.addIssue({ code: 'custom', input: value, ...issue });
    }),
  );

/** The request body (without the cycle, which may have to be created first). */
export function requestBodyOf(values: RequestFormValues, cycleId: number) {
  const note = values.note.trim();
  return {
    cycle_id: cycleId,
    therapist_id: values.therapist === ANY_THERAPIST ? null : Number(values.therapist),
    sessions: parseCount(values.sessions),
    times: values.times,
    note: note || null,
  };
}

export const timeKey = (time: PreferredTime) => `${time.weekday}-${time.period}`;

/** Ticks or unticks one weekday × period cell, keeping a stable order. */
export function toggleTime(times: readonly PreferredTime[], time: PreferredTime): PreferredTime[] {
  const key = timeKey(time);
  return times.some((item) => timeKey(item) === key)
    ? times.filter((item) => timeKey(item) !== key)
    : [...times, time];
}
