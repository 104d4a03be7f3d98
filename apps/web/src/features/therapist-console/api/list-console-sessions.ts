import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys, type SessionScope } from './query-keys';

export const listConsoleSessions = (scope: SessionScope, page: number) =>
  callApi(consoleEndpoints.listConsoleSessions, { query: { scope, page } });

/** GET therapist/sessions?scope=&page=: upcoming soonest first, past latest first. */
export function useConsoleSessions(scope: SessionScope, page: number) {
  return useQuery({
    queryKey: consoleKeys.sessions(scope, page),
    queryFn: () => listConsoleSessions(scope, page),
    placeholderData: keepPreviousData,
  });
}
