import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { staffSessionKeys, type StaffSessionFilter } from './staff-session-keys';

export const listStaffSessions = (filter: StaffSessionFilter, page: number) =>
  callApi(consoleEndpoints.listStaffSessions, { query: { ...filter, page } });

/** GET staff/sessions?client|therapist_id&page= (support and admin), latest first. */
export function useStaffSessions(filter: StaffSessionFilter | null, page: number) {
  return useQuery({
    queryKey: staffSessionKeys.list(filter ?? {}, page),
    queryFn: () => listStaffSessions(filter ?? {}, page),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
