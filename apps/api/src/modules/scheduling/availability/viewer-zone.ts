import { canonicalTimeZone, isKnownTimeZone } from '@ravan/contract';
import { AppError } from '../../../lib/app-error';

/** The zone the viewer asked for; an unknown one is 'Please select your time zone'. */
export function requestedZone(tz: string | undefined): string | undefined {
  if (tz === undefined) return undefined;
  if (!isKnownTimeZone(tz)) throw new AppError('select_timezone');
  return canonicalTimeZone(tz);
}

/** The profile's zone when it is one the runtime knows. */
export function profileZone(tz: string | null): string | undefined {
  return tz && isKnownTimeZone(tz) ? canonicalTimeZone(tz) : undefined;
}
