import type { Profile } from '@ravan/contract';

/** The staff consoles are for support and admin; the server refuses anyone else with 403. */
export const isStaffRole = (role: Profile['role'] | undefined): boolean =>
  role === 'support' || role === 'admin';
