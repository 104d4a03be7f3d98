/** A code may be asked for again only after this long (the server throttles as well). */
export const RESEND_AFTER_SECONDS = 60;

/** Keeps digits (Latin, Persian, Arabic-Indic) only, as many as a code has. */
export function digitsOnly(text: string, length: number): string {
  return text.replace(/[^0-9۰-۹٠-٩]/g, '').slice(0, length);
}
