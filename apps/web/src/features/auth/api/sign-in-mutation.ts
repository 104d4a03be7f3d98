import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@ravan/contract';
import { sessionStore } from '../session-store';

interface SignedIn {
  data: { token: string; profile: Profile };
}

/**
 * A mutation that ends in a new session (code login, login ticket): on success the server state
 * cached for someone else (another account in this tab) is dropped and the session starts.
 */
export function useSignInMutation<TBody, TResult extends SignedIn>(
  mutationFn: (body: TBody) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ data }) => {
      queryClient.removeQueries();
      sessionStore.signIn(data.token, data.profile);
    },
  });
}
