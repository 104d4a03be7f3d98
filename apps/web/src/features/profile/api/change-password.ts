import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ChangePasswordBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

/** Needs the current password; the server ends every other session of the account. */
export const changePassword = (body: ChangePasswordBody) =>
  callApi(accountEndpoints.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
