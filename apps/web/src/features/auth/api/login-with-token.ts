import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export type LoginWithTokenBody = Input<typeof accountEndpoints.loginWithToken.body>;

/** Trades a one-time login ticket (social login, login link) for a session. */
export const loginWithToken = (body: LoginWithTokenBody) =>
  callApi(accountEndpoints.loginWithToken, { body });

export function useLoginWithToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithToken,
    onSuccess: ({ data }) => {
      // Server state cached for someone else (another account in this tab) must not show.
      queryClient.removeQueries();
      sessionStore.signIn(data.token, data.profile);
    },
  });
}
