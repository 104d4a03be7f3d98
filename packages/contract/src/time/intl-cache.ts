/*
 * Building an Intl formatter resolves locale, calendar and zone data: one per call made long slot
 * lists and mail batches many times slower (ADR 004). So each (locale tag, options) pair is built
 * once and kept for the life of the process or page; the set of pairs in use is small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A shared Intl.DateTimeFormat; throws RangeError for an unknown zone, before caching it. */
export function dateTimeFormat(
  tag: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** A shared Intl.NumberFormat. */
export function numberFormat(
  tag: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}
