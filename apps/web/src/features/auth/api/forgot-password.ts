import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export type ForgotPasswordBody = Input<typeof accountEndpoints.forgotPassword.body>;

/** Emails a reset link; the answer is the same whether or not the address has an account. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  callApi(accountEndpoints.forgotPassword, { body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
