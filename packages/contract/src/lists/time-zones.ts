/**
 * IANA time zones. Browsers and servers disagree on names that changed (Kiev → Kyiv, Calcutta →
 * Kolkata…): we accept either and store the name the runtime knows, so a profile saved in one
 * browser works in another and on the server.
 */
export const TIME_ZONE_ALIASES: Readonly<Record<string, string>> = {
  'Europe/Kyiv': 'Europe/Kiev',
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'Asia/Yangon': 'Asia/Rangoon',
  'America/Nuuk': 'America/Godthab',
  'Pacific/Kanton': 'Pacific/Enderbury',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
  'Pacific/Chuuk': 'Pacific/Truk',
  'Pacific/Pohnpei': 'Pacific/Ponape',
  'America/Argentina/Buenos_Aires': 'America/Buenos_Aires',
  'America/Indiana/Indianapolis': 'America/Indianapolis',
  'America/Kentucky/Louisville': 'America/Louisville',
  'Asia/Dhaka': 'Asia/Dacca',
  'Asia/Thimphu': 'Asia/Thimbu',
  'Asia/Ulaanbaatar': 'Asia/Ulan_Bator',
  'Asia/Macau': 'Asia/Macao',
  'Africa/Asmara': 'Africa/Asmera',
};

const OLD_TO_NEW = Object.fromEntries(
  Object.entries(TIME_ZONE_ALIASES).map(([newer, older]) => [older, newer]),
);

function runtimeZones(): Set<string> {
  return new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
}

let zones: Set<string> | undefined;

/** Whether the runtime can compute times in this zone (directly or through its other name). */
export function isKnownTimeZone(name: string): boolean {
  zones ??= runtimeZones();
  return (
    name === 'UTC' ||
    zones.has(name) ||
    zones.has(TIME_ZONE_ALIASES[name] ?? '') ||
    zones.has(OLD_TO_NEW[name] ?? '')
  );
}

/** The spelling of a zone this runtime accepts in Intl (new name if known, else the old one). */
export function runtimeTimeZone(name: string): string {
  zones ??= runtimeZones();
  if (zones.has(name) || name === 'UTC') return name;
  const other = TIME_ZONE_ALIASES[name] ?? OLD_TO_NEW[name];
  return other && zones.has(other) ? other : name;
}

/** The current (newest) name of a zone, for storage and display. */
export function canonicalTimeZone(name: string): string {
  return OLD_TO_NEW[name] ?? name;
}

/** Every zone the runtime knows, by current name, sorted — the list the profile screen offers. */
export function timeZoneList(): string[] {
  zones ??= runtimeZones();
  return [...new Set([...zones].map(canonicalTimeZone))].sort();
}
