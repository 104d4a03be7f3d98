import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export type SubmitWhatsappOtpBody = Input<typeof accountEndpoints.submitWhatsappOtp.body>;

/** Logs in (or signs up) with the code sent by WhatsApp. */
export const submitWhatsappOtp = (body: SubmitWhatsappOtpBody) =>
  callApi(accountEndpoints.submitWhatsappOtp, { body });

export const useSubmitWhatsappOtp = () => useSignInMutation(submitWhatsappOtp);
