/** Cache keys of the staff session calls (the search and the page). */
export interface StaffSessionFilter {
  /** The client's id, email, phone or name. */
  client?: string | undefined;
  therapist_id?: number | undefined;
}

export const staffSessionKeys = {
  all: ['staff', 'sessions'] as const,
  list: (filter: StaffSessionFilter, page: number) =>
    ['staff', 'sessions', filter.client ?? null, filter.therapist_id ?? null, page] as const,
};
