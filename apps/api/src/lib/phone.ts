import { isValidPhoneNumber } from 'libphonenumber-js/max';

/**
 * Whether an E.164 number exists in its country's numbering plan (libphonenumber), beyond the
 * contract's shape check: +98 912 123 4567 yes; +98 12 3 no.
 */
export function isRealPhoneNumber(e164: string): boolean {
  try {
    return isValidPhoneNumber(e164);
  } catch {
    return false;
  }
}
