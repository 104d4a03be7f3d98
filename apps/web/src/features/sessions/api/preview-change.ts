import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints, type ChangeAction } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const previewChange = async (id: number, action: ChangeAction) =>
  (await callApi(sessionEndpoints.previewChange, { params: { id }, query: { action } })).data;

/** GET user/sessions/:id/change-preview?action= — what the change costs, before confirming. */
export function usePreviewChange(
  id: number,
  action: ChangeAction,
  version: number,
  enabled = true,
) {
  return useQuery({
    queryKey: sessionKeys.preview(id, action, version),
    queryFn: () => previewChange(id, action),
    enabled,
    // The answer depends on the clock (24 hours' notice): never reuse an old one.
    staleTime: 0,
    gcTime: 0,
  });
}
