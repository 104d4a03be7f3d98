/** Cache keys of the admin catalogue and refund calls: a change refreshes exactly its list. */
export const catalogueKeys = {
  packages: ['staff', 'packages'] as const,
  allCoupons: ['staff', 'coupons'] as const,
  coupons: (page: number) => ['staff', 'coupons', page] as const,
  allGiftCodes: ['staff', 'giftcodes'] as const,
  giftCodes: (page: number) => ['staff', 'giftcodes', page] as const,
  rates: ['staff', 'exchange-rates'] as const,
  factor: (id: number) => ['staff', 'factor', id] as const,
};
