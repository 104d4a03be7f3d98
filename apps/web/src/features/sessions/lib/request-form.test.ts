import { describe, expect, it } from 'vitest';
import { z } from '@ravan/contract';
import {
  ANY_THERAPIST,
  NEW_CYCLE,
  parseCount,
  requestBodyOf,
  requestFormSchema,
  toggleTime,
  type RequestFormValues,
} from './request-form';

const valid: RequestFormValues = {
  cycle: NEW_CYCLE,
  category: 'Individual',
  description: 'I have been anxious at work for months.',
  therapist: ANY_THERAPIST,
  sessions: '۳',
  times: [{ weekday: 6, period: 'morning' }],
  note: '',
};
const issues = (values: RequestFormValues) => {
  const result = z.safeParse(requestFormSchema, values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the request form rules (SPEC.md §5)', () => {
  it('accepts a complete request, Persian digits included', () => {
    expect(issues(valid)).toEqual({});
    expect(requestBodyOf(valid, 7)).toEqual({
      cycle_id: 7,
      therapist_id: null,
      sessions: 3,
      times: valid.times,
      note: null,
    });
    expect(requestBodyOf({ ...valid, therapist: '4', note: ' hi ' }, 7)).toMatchObject({
      therapist_id: 4,
      note: 'hi',
    });
  });

  it('asks for a category and 20 characters only when a new subject is written', () => {
    expect(issues({ ...valid, category: '', description: 'too short' })).toEqual({
      category: 'v.required',
      description: 'v.chief_complaint_min',
    });
    expect(issues({ ...valid, cycle: '12', category: '', description: '' })).toEqual({});
  });

  it('wants at least one session and one preferred time', () => {
    expect(issues({ ...valid, sessions: '0', times: [] })).toEqual({
      sessions: 'v.min_one_session',
      times: 'v.select_time',
    });
    expect(issues({ ...valid, sessions: 'two' })).toEqual({ sessions: 'v.invalid' });
  });

  it('reads counts and toggles grid cells', () => {
    expect(parseCount(' 12 ')).toBe(12);
    expect(Number.isNaN(parseCount('1.5'))).toBe(true);
    const on = toggleTime([], { weekday: 1, period: 'night' });
    expect(on).toEqual([{ weekday: 1, period: 'night' }]);
    expect(toggleTime(on, { weekday: 1, period: 'night' })).toEqual([]);
  });
});
