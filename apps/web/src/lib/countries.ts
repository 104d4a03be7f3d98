import { COUNTRIES, type Locale } from '@ravan/contract';

export interface NamedCountry {
  /** ISO 3166-1 alpha-2, as the profile stores it. */
  code: string;
  /** In the UI language. */
  name: string;
  /** In the other language, so a search in either finds it. */
  otherName: string;
  /** Without the plus: "98". Null where no phone numbering plan is known. */
  callingCode: string | null;
}

const cache = new Map<Locale, readonly NamedCountry[]>();

/**
 * The contract's countries, named with the runtime's CLDR names (no name list to ship) and
 * sorted in the UI language. Every field that shows a country takes its name from here.
 */
export function countriesIn(locale: Locale): readonly NamedCountry[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const other: Locale = locale === 'fa' ? 'en' : 'fa';
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const otherNames = new Intl.DisplayNames([other], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = COUNTRIES.map(({ code, callingCode }) => ({
    code,
    name: names.of(code) ?? code,
    otherName: otherNames.of(code) ?? code,
    callingCode,
  })).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
