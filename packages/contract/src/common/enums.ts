/** Enumerations from SPEC.md §3. Labels live in the fa/en catalogues under `enum.<name>.<value>`. */
export const GENDERS = ['male', 'female', 'other'] as const;
export const RELATIONSHIPS = ['single', 'married', 'in relationship', 'other', 'divorced'] as const;
export const JOBS = ['employed', 'unemployed', 'housewife', 'student', 'other'] as const;
export const EDUCATIONS = [
  'NoDegree',
  'Diploma',
  'AssociateDegree',
  'Bachelor',
  'MA',
  'PHD',
] as const;
export const THERAPY_CYCLES = [
  'Individual',
  'Couple',
  'Family',
  'Child and Adolescent',
  'Sex Therapy',
  'Psychiatry',
] as const;
export const HOW_KNOWN = [
  'youtube',
  'google',
  'twitter',
  'instagram',
  'podcast',
  'bannerads',
  'friends',
  'site',
  'other',
] as const;
export const CALENDARS = ['gregorian', 'solar'] as const;
export const TIME_PERIODS = ['morning', 'noon', 'afternoon', 'night'] as const;
export const CURRENCIES = ['rial', 'dollar', 'cad', 'aud', 'euro', 'gbp', 'try'] as const;
export const ROLES = ['client', 'therapist', 'support', 'admin'] as const;

export type Gender = (typeof GENDERS)[number];
export type Relationship = (typeof RELATIONSHIPS)[number];
export type Job = (typeof JOBS)[number];
export type Education = (typeof EDUCATIONS)[number];
export type TherapyCycle = (typeof THERAPY_CYCLES)[number];
export type HowKnown = (typeof HOW_KNOWN)[number];
export type CalendarKind = (typeof CALENDARS)[number];
export type TimePeriod = (typeof TIME_PERIODS)[number];
export type Currency = (typeof CURRENCIES)[number];
export type Role = (typeof ROLES)[number];
