import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export type SubmitWhatsappOtpBody = Input<typeof accountEndpoints.submitWhatsappOtp.body>;

/** Logs in (or signs up) with the code sent by WhatsApp. */
export const submitWhatsappOtp = (body: SubmitWhatsappOtpBody) =>
  callApi(accountEndpoints.submitWhatsappOtp, { body });

export function useSubmitWhatsappOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWhatsappOtp,
    onSuccess: ({ data }) => {
      // Server state cached for someone else (another account in this tab) must not show.
      queryClient.removeQueries();
      sessionStore.signIn(data.token, data.profile);
    },
  });
}
