import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type RegisterBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export const register = (body: RegisterBody) => callApi(authEndpoints.register, { body });

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ data }) => sessionStore.signIn(data.token, data.profile),
  });
}
