import type { Profile } from '@ravan/contract';

/** A client's profile as GET user/profile answers it, with nothing optional filled in. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: 'nasrin@example.com',
    email_verified: false,
    bc_code: null,
    firstname: 'نسرین',
    lastname: 'احمدی',
    cel: null,
    tz: 'Asia/Tehran',
    country: null,
    city: null,
    birth_date: null,
    job_status: null,
    marital_status: null,
    child_count: null,
    child_order: null,
    degree: null,
    gender: null,
    how_known: null,
    leadUser: false,
    consent_at: null,
    consent_version: null,
    role: 'client',
    locale: 'fa',
    calendar: 'solar',
    currency: null,
    has_password: true,
    ...overrides,
  };
}
