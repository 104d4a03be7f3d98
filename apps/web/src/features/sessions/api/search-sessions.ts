import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export type SessionScope = 'upcoming' | 'past';

/** SPEC.md §7: POST user/sessions/search?page=&perPage=10 — upcoming soonest first, past latest first. */
export const searchSessions = (scope: SessionScope, page: number) =>
  callApi(sessionEndpoints.searchSessions, {
    query: { page, perPage: PAGE_SIZE.dayList },
    body: { scope },
  });

export function useSessions(scope: SessionScope, page: number) {
  return useQuery({
    queryKey: sessionKeys.list(scope, page),
    queryFn: () => searchSessions(scope, page),
    placeholderData: keepPreviousData,
    // A card turns "ready to start" 10 minutes before its session: keep the states current.
    refetchInterval: 60_000,
  });
}
