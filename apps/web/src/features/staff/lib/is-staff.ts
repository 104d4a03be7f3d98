import type { Role } from '@ravan/contract';

/** The staff consoles are for support and admin; the server refuses anyone else with 403. */
export const isStaffRole = (role: Role | undefined): boolean =>
  role === 'support' || role === 'admin';

/** Packages, prices, codes and exchange rates are the admin's alone (the server checks too). */
export const isAdminRole = (role: Role | undefined): boolean => role === 'admin';
