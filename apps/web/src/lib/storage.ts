/** Local storage keys of SPEC.md §3. One place names them; nothing else spells a key. */
export const STORAGE_KEYS = {
  token: 'token',
  jwt: 'jwt',
  profile: 'profile',
  platform: 'platform',
  currency: 'currency',
  location: 'location',
  consentVersion: 'consent_version',
  cart: 'cart',
  contacts: 'contacts',
  messages: 'messages',
  preflight: 'preflight',
  locale: 'local',
  anon: 'anon',
  loggedIn: 'isLoggedIn',
  bcCode: 'bc_code',
  sessions: 'sessions',
  onboarding: 'onboarding',
  selectedCycle: 'selected_cycle',
  selectedTime: 'selected_time',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** SPEC.md §4 Logout: token, login flag, profile, bc_code, sessions, cart and onboarding keys. */
export const LOGOUT_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.jwt,
  STORAGE_KEYS.loggedIn,
  STORAGE_KEYS.profile,
  STORAGE_KEYS.bcCode,
  STORAGE_KEYS.sessions,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.onboarding,
  STORAGE_KEYS.selectedCycle,
  STORAGE_KEYS.selectedTime,
];

// Private browsing and full disks make storage throw; the app keeps working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: state lives in memory only */
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeStorage(key, value === null || value === undefined ? null : JSON.stringify(value));
}
