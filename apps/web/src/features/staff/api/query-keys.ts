/** Cache keys of the staff calls: one place, so a review refreshes exactly what it changed. */
export const staffKeys = {
  allPayments: ['staff', 'offline-payments'] as const,
  payments: (page: number) => ['staff', 'offline-payments', 'pending', page] as const,
  receipt: (url: string) => ['staff', 'receipt', url] as const,
};
