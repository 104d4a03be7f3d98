import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export type SubmitEmailOtpBody = Input<typeof accountEndpoints.submitEmailOtp.body>;

/** Logs in (or signs up) with the emailed code. */
export const submitEmailOtp = (body: SubmitEmailOtpBody) =>
  callApi(accountEndpoints.submitEmailOtp, { body });

export const useSubmitEmailOtp = () => useSignInMutation(submitEmailOtp);
