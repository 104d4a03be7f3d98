import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export type SendWhatsappOtpBody = Input<typeof accountEndpoints.sendWhatsappOtp.body>;

/** Sends a 6-digit login code by WhatsApp; the same answer for known and unknown numbers. */
export const sendWhatsappOtp = (body: SendWhatsappOtpBody) =>
  callApi(accountEndpoints.sendWhatsappOtp, { body });

export function useSendWhatsappOtp() {
  return useMutation({ mutationFn: sendWhatsappOtp });
}
