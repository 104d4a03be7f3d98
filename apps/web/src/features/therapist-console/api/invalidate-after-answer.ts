import type { QueryClient } from '@tanstack/react-query';
import { consoleKeys } from './query-keys';

/** After answering a request (or failing to): requests, free slots and sessions may have moved. */
export function refreshAfterAnswer(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: consoleKeys.allRequests });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.allTimes });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.allSessions });
}
