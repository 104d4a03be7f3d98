import type { Profile, ProfileUpdate } from '@ravan/contract';
import { deviceTimeZone } from '../lib/time-zones';

/** Every field the profile form sends, so the server's per-field errors land on them. */
export const PROFILE_FORM_FIELDS = [
  'firstname',
  'lastname',
  'cel',
  'tz',
  'country',
  'city',
  'birth_date',
  'job_status',
  'marital_status',
  'child_count',
  'child_order',
  'degree',
  'gender',
  'how_known',
  'calendar',
  'locale',
] as const satisfies readonly (keyof ProfileUpdate)[];

export const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

/** The form starts from the saved profile; a missing zone is this device's, the calendar the language's. */
export function profileFormDefaults(profile: Profile, locale: Profile['locale']): ProfileUpdate {
  return {
    firstname: profile.firstname ?? '',
    lastname: profile.lastname ?? '',
    cel: profile.cel ?? '',
    tz: profile.tz ?? deviceTimeZone() ?? '',
    country: profile.country,
    city: profile.city ?? '',
    birth_date: profile.birth_date,
    job_status: profile.job_status,
    marital_status: profile.marital_status,
    child_count: profile.child_count,
    child_order: profile.child_order,
    degree: profile.degree,
    gender: profile.gender,
    how_known: profile.how_known,
    calendar: profile.calendar ?? (locale === 'fa' ? 'solar' : 'gregorian'),
    locale: profile.locale,
  };
}
