import { callingCodeOf, toLatinDigits } from '@ravan/contract';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/*
 * The number a PhoneField makes from its two parts. libphonenumber's minimal metadata tells
 * countries that share a code apart (+1 416… is Canada); only screens with a phone field load it.
 */

const phoneDigits = (typed: string) => toLatinDigits(typed).replace(/[^\d+]/g, '');
const isInternational = (digits: string) => digits.startsWith('+') || digits.startsWith('00');
const international = (digits: string) => `+${digits.replace(/^(\+|00)/, '').replace(/\+/g, '')}`;
/** A country of the contract's list that has a numbering plan, else null. */
const known = (country: string | undefined) =>
  country && callingCodeOf(country) !== null ? country : null;

/** Whether the typed text carries its own country code ("+49…", "0049…", "۰۰۴۹…"). */
export function typedInternational(typed: string): boolean {
  return isInternational(phoneDigits(typed));
}

/**
 * Country + the number as people type it (Persian digits, spaces, a leading 0) → E.164
 * ("+989121234567"). With no country chosen the digits stay without "+", which the contract
 * refuses, so the field can say a country code is missing.
 */
export function composePhone(country: string, typed: string): string {
  const digits = phoneDigits(typed);
  if (!digits.replace(/\+/g, '')) return '';
  if (isInternational(digits)) {
    const number = international(digits);
    return parsePhoneNumberFromString(number)?.number ?? number;
  }
  const callingCode = known(country) ? callingCodeOf(country) : null;
  if (!callingCode) return digits;
  const parsed = parsePhoneNumberFromString(digits, country as CountryCode);
  return parsed?.number ?? `+${callingCode}${digits.replace(/^0+/, '')}`;
}

/** E.164 → the country and the national number, for editing. */
export function splitPhone(e164: string | null | undefined): { country: string; national: string } {
  if (!e164) return { country: '', national: '' };
  const parsed = parsePhoneNumberFromString(toLatinDigits(e164).replace(/[\s()-]/g, ''));
  const country = known(parsed?.country);
  return parsed && country
    ? { country, national: parsed.nationalNumber }
    : { country: '', national: e164 };
}

/** The country of a number typed with its own "+" or "00" prefix, if it can be told. */
export function countryOfTyped(typed: string): string | null {
  const digits = phoneDigits(typed);
  if (!isInternational(digits)) return null;
  return known(parsePhoneNumberFromString(international(digits))?.country);
}
