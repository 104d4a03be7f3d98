import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ResetPasswordBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

/** Sets a new password with a reset link's token. */
export const resetPassword = (body: ResetPasswordBody) =>
  callApi(accountEndpoints.resetPassword, { body });

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // The server ends every session of the account; a session kept here would only meet a 401.
    onSuccess: () => {
      if (sessionStore.get().loggedIn) sessionStore.signOut('logout');
    },
  });
}
