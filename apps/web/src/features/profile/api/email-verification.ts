import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** Emails a new verification link (the server allows five an hour). */
export const sendEmailVerification = () => callApi(accountEndpoints.sendEmailVerification);

export function useSendEmailVerification() {
  return useMutation({ mutationFn: sendEmailVerification });
}

/** Uses the token from a verification link; the profile then says the address is verified. */
export const verifyEmail = (token: string) =>
  callApi(accountEndpoints.verifyEmail, { body: { token } });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
