import { useEffect } from 'react';
import type { Profile } from '@ravan/contract';
import { sessionStore, useSession } from '../../features/auth';
import { useProfile } from '../../features/profile';

export interface CurrentProfile {
  /** The server's answer when it has come, else the copy kept in local storage. */
  profile: Profile | null;
  /** The server's answer only (null until it comes). */
  fresh: Profile | null;
  /** The server has not answered yet (and has not failed). */
  pending: boolean;
}

/**
 * The logged-in user's profile, read fresh from the server (shared query) and mirrored into the
 * session store, so every screen and the next visit see the latest copy.
 */
export function useCurrentProfile(enabled = true): CurrentProfile {
  const session = useSession();
  const query = useProfile(enabled && session.loggedIn);
  const fresh = query.data ?? null;
  useEffect(() => {
    if (fresh) sessionStore.setProfile(fresh);
  }, [fresh]);
  return {
    profile: session.loggedIn ? (fresh ?? session.profile) : null,
    fresh: session.loggedIn ? fresh : null,
    pending: session.loggedIn && query.isPending && !query.isError,
  };
}
