import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type Profile, type SetPasswordBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** A first password for an account made by a code or a social login. */
export const setPassword = (body: SetPasswordBody) =>
  callApi(accountEndpoints.setPassword, { body });

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => {
      // The account has a password now: the screen switches to "change password".
      queryClient.setQueryData<Profile>(profileQueryKey, (current) =>
        current ? { ...current, has_password: true } : current,
      );
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
