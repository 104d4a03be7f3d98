import type { Profile } from '@ravan/contract';

/** The console is for therapists; the server answers anyone else 403. */
export const isTherapistRole = (role: Profile['role'] | undefined): boolean => role === 'therapist';
