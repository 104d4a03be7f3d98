import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type LoginBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export const login = (body: LoginBody) => callApi(authEndpoints.login, { body });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => sessionStore.signIn(data.token, data.profile),
  });
}
