import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invitationEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export const listInvitees = async (page: number) =>
  (await callApi(invitationEndpoints.listInvitees, { query: { page } })).data;

/** SPEC.md §7: POST user/invitees — invite code and link, who joined, credit earned. */
export function useInvitees(page: number) {
  return useQuery({
    queryKey: ['commerce', 'invitees', page],
    queryFn: () => listInvitees(page),
    placeholderData: keepPreviousData,
  });
}
