import type { Role } from '@ravan/contract';

/** What lib needs to know of a signed-in user; the identity slice's row fits it. */
export interface SignedInUser {
  id: number;
  role: Role;
}

/**
 * The caller's live session. Generic over the user so lib knows no slice: the auth plugin fills
 * it in with the identity slice's row (see plugins/auth.ts).
 */
export interface AuthContext<User extends SignedInUser = SignedInUser> {
  user: User;
  tokenId: number;
}
