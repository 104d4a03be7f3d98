import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export type SubmitEmailOtpBody = Input<typeof accountEndpoints.submitEmailOtp.body>;

/** Logs in (or signs up) with the emailed code. */
export const submitEmailOtp = (body: SubmitEmailOtpBody) =>
  callApi(accountEndpoints.submitEmailOtp, { body });

export function useSubmitEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEmailOtp,
    onSuccess: ({ data }) => {
      // Server state cached for someone else (another account in this tab) must not show.
      queryClient.removeQueries();
      sessionStore.signIn(data.token, data.profile);
    },
  });
}
