import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export type TelegramTokenBody = Input<typeof accountEndpoints.submitTelegramToken.body>;

/** Links the Telegram chat whose bot link brought the user here. */
export const submitTelegramToken = (body: TelegramTokenBody) =>
  callApi(accountEndpoints.submitTelegramToken, { body });

export function useSubmitTelegramToken() {
  return useMutation({
    mutationFn: submitTelegramToken,
    onSuccess: ({ data }) => sessionStore.setProfile(data.profile),
  });
}
