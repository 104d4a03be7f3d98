import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useSignInMutation } from './sign-in-mutation';

export type LoginWithTokenBody = Input<typeof accountEndpoints.loginWithToken.body>;

/** Trades a one-time login ticket (social login, login link) for a session. */
export const loginWithToken = (body: LoginWithTokenBody) =>
  callApi(accountEndpoints.loginWithToken, { body });

export const useLoginWithToken = () => useSignInMutation(loginWithToken);
