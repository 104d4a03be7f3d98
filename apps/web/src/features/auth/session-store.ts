import { useSyncExternalStore } from 'react';
import type { Profile } from '@ravan/contract';
import {
  LOGOUT_KEYS,
  STORAGE_KEYS,
  readJson,
  readStorage,
  writeJson,
  writeStorage,
} from '../../lib/storage';

export interface SessionState {
  token: string | null;
  profile: Profile | null;
  loggedIn: boolean;
  /** How the last session in this tab ended: the user logged out, or the server said 401. */
  endedBy: 'logout' | 'expired' | null;
}

function readState(): SessionState {
  const token = readStorage(STORAGE_KEYS.token);
  const loggedIn = readStorage(STORAGE_KEYS.loggedIn) === 'true' && token !== null;
  return {
    token,
    profile: loggedIn ? readJson<Profile>(STORAGE_KEYS.profile) : null,
    loggedIn,
    endedBy: null,
  };
}

let state: SessionState = readState();
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The logged-in session, mirrored in local storage (SPEC.md keys) and shared across tabs. */
export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, profile: Profile): void {
    writeStorage(STORAGE_KEYS.token, token);
    writeStorage(STORAGE_KEYS.loggedIn, 'true');
    writeJson(STORAGE_KEYS.profile, profile);
    writeStorage(STORAGE_KEYS.bcCode, profile.bc_code);
    publish({ token, profile, loggedIn: true, endedBy: null });
  },
  setProfile(profile: Profile): void {
    if (!state.loggedIn) return;
    writeJson(STORAGE_KEYS.profile, profile);
    publish({ ...state, profile });
  },
  /** Clears exactly the keys SPEC.md §4 lists for logout. */
  signOut(reason: 'logout' | 'expired' = 'logout'): void {
    for (const key of LOGOUT_KEYS) writeStorage(key, null);
    publish({ token: null, profile: null, loggedIn: false, endedBy: reason });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.token ||
      event.key === STORAGE_KEYS.loggedIn
    ) {
      publish(readState());
    }
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
