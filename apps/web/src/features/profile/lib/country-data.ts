import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@ravan/contract';
import type { CountryCode } from 'libphonenumber-js/min';
import { toLatinDigits } from '../../../lib/i18n/digits';
import { useI18n } from '../../../lib/i18n/i18n-context';

export interface Country {
  /** ISO 3166-1 alpha-2, as the profile stores it. */
  code: string;
  /** In the UI language. */
  name: string;
  /** In the other language, so a search in either finds it. */
  otherName: string;
  /** Without the plus: "98". Null where no phone numbering plan is known. */
  callingCode: string | null;
}

export interface CountryData {
  /** Every country, sorted by its name in the UI language. */
  countries: Country[];
  /** The countries a phone number can belong to (same order). */
  phoneCountries: Country[];
  /** Country code + the number as typed → E.164 ("+989121234567"); see composePhone. */
  composePhone(country: string, typed: string): string;
  /** E.164 → the country and the national number, for editing. */
  splitPhone(e164: string | null | undefined): { country: string; national: string };
  /** The country of a number typed with its own "+" or "00" prefix, if it can be told. */
  countryOfTyped(typed: string): string | null;
}

// i18n-iso-countries lists the official English name first ("Islamic Republic of Iran"); for
// these the everyday short name reads better in a list.
const SHORT_ENGLISH_NAME = new Set(['CN', 'IR', 'MK', 'PS', 'RU', 'TW', 'TZ', 'US']);

const phoneDigits = (typed: string) => toLatinDigits(typed).replace(/[^\d+]/g, '');
const isInternational = (digits: string) => digits.startsWith('+') || digits.startsWith('00');
const international = (digits: string) => `+${digits.replace(/^(\+|00)/, '').replace(/\+/g, '')}`;

/**
 * Country names (fa and en, from i18n-iso-countries) and phone numbering plans (libphonenumber-js
 * minimal metadata). Both are large, so they load with the screens that need them, never with
 * the login page.
 */
export async function loadCountryData(locale: Locale): Promise<CountryData> {
  const [countriesModule, faNames, enNames, phone] = await Promise.all([
    import('i18n-iso-countries'),
    import('i18n-iso-countries/langs/fa.json'),
    import('i18n-iso-countries/langs/en.json'),
    import('libphonenumber-js/min'),
  ]);
  // A CommonJS package: its functions sit on the default export once bundled.
  const countries = ('default' in countriesModule
    ? countriesModule.default
    : countriesModule) as unknown as typeof countriesModule;
  countries.registerLocale(faNames.default);
  countries.registerLocale(enNames.default);

  const nameIn = (code: string, language: Locale): string =>
    (language === 'en' && SHORT_ENGLISH_NAME.has(code)
      ? countries.getName(code, 'en', { select: 'alias' })
      : countries.getName(code, language)) ?? code;
  const other: Locale = locale === 'fa' ? 'en' : 'fa';
  const collator = new Intl.Collator(locale);
  const list: Country[] = Object.keys(countries.getAlpha2Codes())
    .map((code) => ({
      code,
      name: nameIn(code, locale),
      otherName: nameIn(code, other),
      callingCode: phone.isSupportedCountry(code) ? phone.getCountryCallingCode(code) : null,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));

  const composePhone = (country: string, typed: string): string => {
    const digits = phoneDigits(typed);
    if (!digits.replace(/\+/g, '')) return '';
    if (isInternational(digits)) {
      const number = international(digits);
      return phone.parsePhoneNumberFromString(number)?.number ?? number;
    }
    // No country code chosen: left without "+", which the contract refuses (the field says why).
    if (!country || !phone.isSupportedCountry(country)) return digits;
    const parsed = phone.parsePhoneNumberFromString(digits, country as CountryCode);
    return (
      parsed?.number ??
      `+${phone.getCountryCallingCode(country as CountryCode)}${digits.replace(/^0+/, '')}`
    );
  };

  const splitPhone = (e164: string | null | undefined) => {
    if (!e164) return { country: '', national: '' };
    const parsed = phone.parsePhoneNumberFromString(e164);
    return parsed?.country
      ? { country: parsed.country, national: parsed.nationalNumber }
      : { country: '', national: e164 };
  };

  const countryOfTyped = (typed: string): string | null => {
    const digits = phoneDigits(typed);
    if (!isInternational(digits)) return null;
    return phone.parsePhoneNumberFromString(international(digits))?.country ?? null;
  };

  return {
    countries: list,
    phoneCountries: list.filter((country) => country.callingCode !== null),
    composePhone,
    splitPhone,
    countryOfTyped,
  };
}

export function useCountryData() {
  const { locale } = useI18n();
  return useQuery({
    queryKey: ['country-data', locale],
    queryFn: () => loadCountryData(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
