import type { Profile } from '@ravan/contract';

/** SPEC.md §2: the fields flagged panel routes need before they open. */
export const REQUIRED_PROFILE_FIELDS = ['firstname', 'lastname', 'cel', 'tz'] as const;

export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

export function missingProfileFields(profile: Profile): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !profile[field]?.trim());
}

export const hasRequiredProfileFields = (profile: Profile): boolean =>
  missingProfileFields(profile).length === 0;
