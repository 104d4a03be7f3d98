/** Cache keys of the scheduling calls: one place, so a change refreshes exactly what it touched. */
export const sessionKeys = {
  all: ['sessions'] as const,
  sessions: ['sessions', 'list'] as const,
  list: (scope: string, page: number) => ['sessions', 'list', scope, page] as const,
  requests: ['sessions', 'requests'] as const,
  cycles: ['sessions', 'cycles'] as const,
  userTimes: ['sessions', 'user-times'] as const,
  doctors: ['sessions', 'doctors'] as const,
  times: ['sessions', 'times'] as const,
  doctorTimes: (doctorId: number, from: string, days: number, tz: string) =>
    ['sessions', 'times', doctorId, from, days, tz] as const,
  preview: (id: number, action: string, version: number) =>
    ['sessions', 'preview', id, action, version] as const,
};
