import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export type SendEmailOtpBody = Input<typeof accountEndpoints.sendEmailOtp.body>;

/** Emails a 6-digit login code; the answer is the same for known and unknown addresses. */
export const sendEmailOtp = (body: SendEmailOtpBody) =>
  callApi(accountEndpoints.sendEmailOtp, { body });

export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}
