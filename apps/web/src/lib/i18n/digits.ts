import type { Locale } from '@ravan/contract';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** "2026" → "۲۰۲۶". Leaves every other character alone. */
export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit);
}

/** "۲۰۲۶" or Arabic-Indic "٢٠٢٦" → "2026": what people type on Persian keyboards. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

export function localizeDigits(text: string, locale: Locale): string {
  return locale === 'fa' ? toPersianDigits(text) : text;
}
