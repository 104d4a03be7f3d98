import { z } from '../common/zod-setup';
import { CURRENCIES } from '../common/enums';
import { PAGE_SIZE } from '../common/constants';
import { pageQuery } from '../common/envelope';

export const PACKAGE_KINDS = [
  'therapy',
  'couple',
  'psychiatry',
  'evaluation',
  'child',
  'family',
] as const;
export const FACTOR_STATES = ['submit', 'partially_paid', 'paid'] as const;
export const PAYMENT_TYPES = [
  'online',
  'offline',
  'wallet_payment',
  'wallet_debt_settlement',
] as const;
export const PAYMENT_STATES = [
  'awaiting',
  'pending',
  'paid',
  'wallet_pending',
  'failed',
  'debit_checkout',
  'rejected',
] as const;
/** What moves a wallet: each ledger entry has one kind (labels under `commerce.wallet.kind.*`). */
export const WALLET_ENTRY_KINDS = [
  'gift_code',
  'invite_credit',
  'refund',
  'payment',
  'late_fee_debt',
  'overtime_debt',
  'debt_settlement',
  'fee_waiver',
  'adjustment',
] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
/** Online gateways the API knows; which of them a currency may use depends on the configuration. */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe', 'zarinpal'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export type FactorStateName = (typeof FACTOR_STATES)[number];
export type PaymentTypeName = (typeof PAYMENT_TYPES)[number];
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

const currency = z.enum(CURRENCIES);
/** Money on the wire: integer minor units (cents; whole toman for rial) — ADR 004. */
const minor = z.int();

/** SPEC.md §3 Package: title, id, pivot.price (in the currency in use). */
export const packageSummary = z.object({
  id: z.int(),
  title: z.string(),
  kind: z.enum(PACKAGE_KINDS),
  session_count: z.int(),
  session_minutes: z.int(),
  pivot: z.object({ price: minor, currency }),
});
export type PackageSummary = z.infer<typeof packageSummary>;

export const packageSearchQuery = pageQuery(PAGE_SIZE.packages);
export const packageSearchBody = z.object({
  currency: z.optional(currency),
  kind: z.optional(z.enum(PACKAGE_KINDS)),
});

/** SPEC.md §3 Cart: items keyed by id, coupon, gift code, final price. */
export const cartItem = z.object({
  item: z.object({ title: z.string(), id: z.int() }),
  package_id: z.int(),
  price: minor,
  qty: z.int(),
  total: minor,
});
export const cart = z.object({
  items: z.record(z.string(), cartItem),
  currency,
  subtotal: minor,
  discount: minor,
  coupon: z.nullable(z.object({ code: z.string(), discount: minor })),
  gift_code: z.nullable(z.string()),
  final_price: minor,
});
export type Cart = z.infer<typeof cart>;

/**
 * SPEC.md §4 Preflight: a value a client kept from an error answer and sends back when it loads
 * the cart — as the query `preflight` or the header `x-preflight` (the query wins when both
 * come). The API checks its length and does not act on it.
 */
export const PREFLIGHT_HEADER = 'x-preflight';
const preflightValue = (description: string) =>
  z.string().check(z.maxLength(200), z.meta({ description }));
export const cartQuery = z.object({
  preflight: z.optional(
    preflightValue(
      `From an earlier error answer; or the header ${PREFLIGHT_HEADER} (the query wins)`,
    ),
  ),
});
/** GET cart's headers: `x-preflight` (any other header passes through untouched). */
export const cartHeaders = z.looseObject({
  [PREFLIGHT_HEADER]: z.optional(preflightValue('The preflight value, unless sent as the query')),
});
export const addToCartBody = z.object({
  package_id: z.int().check(z.gte(1)),
  /** Add one more of a package already in the basket instead of refusing it. */
  addone: z.optional(z.boolean()),
  preFlight: z.optional(z.unknown()),
});
export const removeFromCartBody = z.object({ package_id: z.int().check(z.gte(1)) });
export const changeCurrencyBody = z.object({ currency });
export const couponBody = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'v.coupon_required'), z.maxLength(64)),
});
export const giftCodeBody = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'v.required'), z.maxLength(64)),
});

export const payment = z.object({
  id: z.int(),
  type: z.enum(PAYMENT_TYPES),
  state: z.enum(PAYMENT_STATES),
  amount: minor,
  currency,
  gateway: z.nullable(z.string()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  /** Why staff rejected a bank transfer (state `rejected`); null otherwise. */
  review_note: z.nullable(z.string()),
});

export const factorItem = z.object({
  package_id: z.int(),
  title: z.string(),
  unit_price: minor,
  qty: z.int(),
  total: minor,
  sessions: z.int(),
});

/** SPEC.md §3 Factor: state, canBePaid, payments. */
export const factor = z.object({
  id: z.int(),
  state: z.enum(FACTOR_STATES),
  canBePaid: z.boolean(),
  currency,
  subtotal: minor,
  discount: minor,
  total: minor,
  paid: minor,
  due: minor,
  created_at: z.string(),
  items: z.array(factorItem),
  payments: z.array(payment),
});
export type Factor = z.infer<typeof factor>;

export const walletBalance = z.object({ currency, balance: minor, debt: minor });
export const walletRecord = z.object({
  id: z.int(),
  currency,
  amount: minor,
  kind: z.enum(WALLET_ENTRY_KINDS),
  factor_id: z.nullable(z.int()),
  created_at: z.string(),
});

export const walletPaymentBody = z.object({
  /** Minor units; omitted = the whole amount due (or as much as the wallet holds when `partial`). */
  amount: z.optional(z.int().check(z.gte(1))),
});
