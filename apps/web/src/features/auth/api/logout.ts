import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export const logout = () => callApi(authEndpoints.logout);

/**
 * Revokes the token on the server, then forgets the session here — even if the server is
 * unreachable. `onLoggedOut` runs just before the session ends (its screen is about to unmount).
 */
export function useLogout(onLoggedOut?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        /* the local session is cleared regardless */
      }
    },
    onSettled: () => {
      onLoggedOut?.();
      sessionStore.signOut('logout');
      queryClient.clear();
    },
  });
}
