import type { RequestState } from '@ravan/contract';

export type SessionScope = 'upcoming' | 'past';

/**
 * Cache keys of the console calls, in one place so an action refreshes exactly what it changed.
 * They hold states, pages and ids only — never a client's subject (health data).
 */
export const consoleKeys = {
  profile: ['therapist', 'profile'] as const,
  hours: ['therapist', 'hours'] as const,
  allRequests: ['therapist', 'requests'] as const,
  requests: (state: RequestState, page: number) => ['therapist', 'requests', state, page] as const,
  allSessions: ['therapist', 'sessions'] as const,
  sessions: (scope: SessionScope, page: number) => ['therapist', 'sessions', scope, page] as const,
  allTimes: ['therapist', 'times'] as const,
  times: (therapistId: number, from: string, days: number, tz: string) =>
    ['therapist', 'times', therapistId, from, days, tz] as const,
};
