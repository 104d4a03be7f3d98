import { canonicalTimeZone, isKnownTimeZone } from '@ravan/contract';
import { AppError } from '../../../lib/app-error';
import type { TherapistChanges } from './therapists.repository';
import type { FieldErrors } from './hours.rules';

export interface ProfileInput {
  bio_fa?: string | undefined;
  bio_en?: string | undefined;
  tz?: string | undefined;
  meeting_url?: string | null | undefined;
}

function meetingUrlOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The columns to change; a zone is stored under its current name, an empty link as none. */
export function profileChanges(input: ProfileInput): TherapistChanges {
  const errors: FieldErrors = {};
  const changes: TherapistChanges = {};
  if (input.bio_fa !== undefined) changes.bioFa = input.bio_fa.trim();
  if (input.bio_en !== undefined) changes.bioEn = input.bio_en.trim();
  if (input.tz !== undefined) {
    if (isKnownTimeZone(input.tz)) changes.tz = canonicalTimeZone(input.tz);
    else errors.tz = ['v.timezone'];
  }
  if (input.meeting_url !== undefined) {
    const text = input.meeting_url?.trim() ?? '';
    const url = text === '' ? null : meetingUrlOf(text);
    if (url === undefined) errors.meeting_url = ['v.invalid'];
    else changes.meetingUrl = url;
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  return changes;
}
