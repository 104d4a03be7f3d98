import type { Role } from '@ravan/contract';

/*
 * Who may open which console. The server refuses anyone else (403); these only choose what the
 * navigation offers and where RoleGate lets a user in.
 */

/** The staff consoles are for support and admin. */
export const isStaffRole = (role: Role | undefined): boolean =>
  role === 'support' || role === 'admin';

/** Packages, prices, codes and exchange rates are the admin's alone. */
export const isAdminRole = (role: Role | undefined): boolean => role === 'admin';

/** The therapist console is for therapists. */
export const isTherapistRole = (role: Role | undefined): boolean => role === 'therapist';
