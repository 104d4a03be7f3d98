import type { Locale } from '../common/locale';

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

/** Persian digits in fa text (numbers that do not come from Intl), Latin ones in en. */
export function localizeDigits(value: number | string, locale: Locale): string {
  const text = String(value);
  return locale === 'fa' ? toPersianDigits(text) : text;
}
