/**
 * Solar Hijri (Jalali) ↔ Gregorian dates, by day numbers (Julian Day Number). The leap rule is
 * Borkowski's, as used by the jalaali-js library: it follows the astronomical calendar Iran uses
 * for years -61 to 3177 AP. The unit test checks it day by day against the browser's own
 * `Intl` Persian calendar over the years a birth date can fall in.
 */

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394,
  2456, 3178,
];

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

/** Where a Jalali year starts (day of March, Gregorian) and its place in the leap cycle. */
function yearInfo(jy: number): { leap: number; gy: number; march: number } {
  const last = BREAKS[BREAKS.length - 1] as number;
  let jp = BREAKS[0] as number;
  if (jy < jp || jy >= last) throw new RangeError(`Jalali year out of range: ${jy}`);
  let leapJ = -14;
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i += 1) {
    const jm = BREAKS[i] as number;
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const gy = jy + 621;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, gy, march };
}

function gregorianToDayNumber(gy: number, gm: number, gd: number): number {
  const d =
    div((gy + div(gm - 8, 6) + 100100) * 1461, 4) +
    div(153 * mod(gm + 9, 12) + 2, 5) +
    gd -
    34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

function dayNumberToGregorian(dayNumber: number): DateParts {
  let j = 4 * dayNumber + 139361631;
  j += div(div(4 * dayNumber + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const day = div(mod(i, 153), 5) + 1;
  const month = mod(div(i, 153), 12) + 1;
  const year = div(j, 1461) - 100100 + div(8 - month, 6);
  return { year, month, day };
}

function jalaliToDayNumber(jy: number, jm: number, jd: number): number {
  const info = yearInfo(jy);
  return (
    gregorianToDayNumber(info.gy, 3, info.march) + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1
  );
}

function dayNumberToJalali(dayNumber: number): DateParts {
  const gy = dayNumberToGregorian(dayNumber).year;
  let year = gy - 621;
  const info = yearInfo(year);
  let k = dayNumber - gregorianToDayNumber(gy, 3, info.march);
  if (k >= 0) {
    if (k <= 185) return { year, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    year -= 1;
    k += 179;
    if (info.leap === 1) k += 1;
  }
  return { year, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}

export function isJalaliLeapYear(year: number): boolean {
  return yearInfo(year).leap === 0;
}

/** Days in a Jalali month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

export function gregorianMonthLength(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function jalaliToGregorian({ year, month, day }: DateParts): DateParts {
  return dayNumberToGregorian(jalaliToDayNumber(year, month, day));
}

export function gregorianToJalali({ year, month, day }: DateParts): DateParts {
  return dayNumberToJalali(gregorianToDayNumber(year, month, day));
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** "1990-03-21" → { year: 1990, month: 3, day: 21 }; anything else → null. */
export function parseIsoDate(iso: string | null | undefined): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (parts.month < 1 || parts.month > 12) return null;
  if (parts.day < 1 || parts.day > gregorianMonthLength(parts.year, parts.month)) return null;
  return parts;
}

export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
