import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleEndpoints, type RequestState } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const listConsoleRequests = (state: RequestState, page: number) =>
  callApi(consoleEndpoints.listConsoleRequests, { query: { state, page } });

/** GET therapist/requests?state=&page=: addressed to this therapist or to any, oldest first. */
export function useConsoleRequests(state: RequestState, page: number) {
  return useQuery({
    queryKey: consoleKeys.requests(state, page),
    queryFn: () => listConsoleRequests(state, page),
    placeholderData: keepPreviousData,
  });
}
