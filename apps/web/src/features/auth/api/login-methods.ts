import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export type LoginMethodsBody = Input<typeof accountEndpoints.loginMethods.body>;

/** The ways an email (or phone) can sign in; for a new address, the ways to sign up. */
export const loginMethods = (body: LoginMethodsBody) =>
  callApi(accountEndpoints.loginMethods, { body });

export function useLoginMethods() {
  return useMutation({ mutationFn: loginMethods });
}
