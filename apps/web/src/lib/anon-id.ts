import { ANON_ID_LENGTH } from '@ravan/contract';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 12-character id made once per browser, for registration tracking (SPEC.md §3). */
export function anonymousId(): string {
  const existing = readStorage(STORAGE_KEYS.anon);
  if (existing && /^[A-Za-z0-9]{12}$/.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(ANON_ID_LENGTH));
  const id = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  writeStorage(STORAGE_KEYS.anon, id);
  return id;
}
