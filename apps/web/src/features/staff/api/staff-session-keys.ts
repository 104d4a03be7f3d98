/** Cache keys of the staff session calls (ids and pages only). */
export interface StaffSessionFilter {
  user_id?: number | undefined;
  therapist_id?: number | undefined;
}

export const staffSessionKeys = {
  all: ['staff', 'sessions'] as const,
  list: (filter: StaffSessionFilter, page: number) =>
    ['staff', 'sessions', filter.user_id ?? null, filter.therapist_id ?? null, page] as const,
};
