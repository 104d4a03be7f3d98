import type { Profile } from '@ravan/contract';
import type { UserRow } from './users.table';

/** The profile a user sees of themselves (SPEC.md §3). Never includes the password hash. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    bc_code: user.bcCode,
    firstname: user.firstname,
    lastname: user.lastname,
    cel: user.cel,
    tz: user.tz,
    country: user.country,
    city: user.city,
    birth_date: user.birthDate,
    job_status: user.jobStatus,
    marital_status: user.maritalStatus,
    child_count: user.childCount,
    child_order: user.childOrder,
    degree: user.degree,
    gender: user.gender,
    how_known: user.howKnown,
    leadUser: user.leadUser,
    consent_at: user.consentAt ? user.consentAt.toISOString() : null,
    consent_version: user.consentVersion,
    role: user.role,
    locale: user.locale,
    calendar: user.calendar,
    currency: user.currency,
    has_password: user.passwordHash !== null,
  };
}
