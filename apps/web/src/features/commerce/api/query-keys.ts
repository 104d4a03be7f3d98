/** Cache keys of the commerce calls: one place, so a mutation refreshes exactly what it changed. */
export const commerceKeys = {
  /** Without a kind, the key the public catalogue shares (['commerce', 'packages', 1, 'default']). */
  packages: (page: number, currency: string | undefined, kind?: string) =>
    kind
      ? (['commerce', 'packages', page, currency ?? 'default', kind] as const)
      : (['commerce', 'packages', page, currency ?? 'default'] as const),
  cart: ['commerce', 'cart'] as const,
  factors: (page: number) => ['commerce', 'factors', page] as const,
  allFactors: ['commerce', 'factors'] as const,
  factor: (id: number) => ['commerce', 'factor', id] as const,
  transfer: (id: number) => ['commerce', 'transfer', id] as const,
  wallet: (page: number) => ['commerce', 'wallet', page] as const,
  allWallet: ['commerce', 'wallet'] as const,
};
