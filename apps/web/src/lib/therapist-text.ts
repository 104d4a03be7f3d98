import type { Locale, TherapistSummary } from '@ravan/contract';

export const therapistName = (therapist: TherapistSummary, locale: Locale): string =>
  (locale === 'fa' ? therapist.name_fa : therapist.name_en) ||
  therapist.name_en ||
  therapist.name_fa;

export const therapistBio = (therapist: TherapistSummary, locale: Locale): string =>
  locale === 'fa' ? therapist.bio_fa : therapist.bio_en;

/** Up to two initials, skipping titles such as "Dr." and "دکتر". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr\.?|دکتر)$/i.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join(words.length > 1 && /[\u0600-\u06ff]/.test(name) ? '\u200c' : '')
    .toUpperCase();
}

const languageNames = new Map<Locale, Intl.DisplayNames>();

/** "fa" → "Persian" / "فارسی". */
export function languageName(code: string, locale: Locale): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    languageNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Only a photo served by the product itself (the CSP allows no other image source). */
export const ownPhoto = (url: string | null): string | null =>
  url && (url.startsWith('/') || url.startsWith('data:')) && !url.startsWith('//') ? url : null;

/** "Persian, English and German" in the page's language. */
export function languagesText(therapist: TherapistSummary, locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    therapist.languages.map((code) => languageName(code, locale)),
  );
}

/** A calm colour for a therapist's monogram, the same every time for the same id. */
export function monogramHue(id: number): number {
  return (id * 137) % 360;
}
