import { z } from '../common/zod-setup';
import { CURRENCIES } from '../common/enums';
import { idParam, requiredText } from '../common/fields';
import { pageQuery } from '../common/envelope';
import { factor, PACKAGE_KINDS, PAYMENT_STATES } from './commerce.schema';
import { offlinePayment } from './offline.schema';

const currency = z.enum(CURRENCIES);
const positiveMinor = z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));
const instantText = z.iso.datetime({ offset: true });

export const staffUser = z.object({
  id: z.int(),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  email: z.nullable(z.string()),
});

// ── offline payments ────────────────────────────────────────────────────────────────────────────
export const staffOfflinePaymentsQuery = z.extend(pageQuery(), {
  state: z._default(z.enum(PAYMENT_STATES), 'pending'),
});
export const staffOfflinePayment = z.extend(offlinePayment, {
  user: staffUser,
  factor: z.object({
    id: z.int(),
    /** What the client was asked to write on the transfer (RVN-{id}). */
    reference: z.string(),
    state: factor.shape.state,
    total: z.int(),
    paid: z.int(),
    due: z.int(),
    currency,
  }),
  reviewed_at: z.nullable(z.string()),
});
export type StaffOfflinePayment = z.infer<typeof staffOfflinePayment>;
export const paymentParams = z.object({ paymentId: idParam });
export const rejectPaymentBody = z.object({ reason: requiredText(500, { multiline: true }) });
export const reviewResult = z.object({
  payment: staffOfflinePayment,
  /** False when the payment already had this outcome: a repeated review changes nothing. */
  changed: z.boolean(),
});

// ── refunds ─────────────────────────────────────────────────────────────────────────────────────
export const REFUND_METHODS = ['wallet', 'original'] as const;
/** `pending_gateway`: committed, the gateway part of an original-method refund not yet confirmed. */
export const REFUND_STATES = ['done', 'pending_gateway'] as const;
export const sessionCreditView = z.object({
  id: z.int(),
  package_id: z.int(),
  title: z.string(),
  total: z.int(),
  used: z.int(),
  refunded: z.int(),
  refundable: z.int(),
});
export const refundView = z.object({
  id: z.int(),
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  amount: z.int(),
  currency,
  sessions: z.int(),
  reason: z.nullable(z.string()),
  staff_id: z.int(),
  created_at: z.string(),
});
export const staffFactorView = z.object({
  factor,
  user: staffUser,
  refunded: z.int(),
  credits: z.array(sessionCreditView),
  refunds: z.array(refundView),
});
export const refundBody = z.object({
  method: z.enum(REFUND_METHODS),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'v.too_long'))),
  /** Which unused sessions to refund; omitted = every unused session of the invoice. */
  credits: z.optional(
    z
      .array(z.object({ credit_id: z.int().check(z.gte(1)), sessions: z.int().check(z.gte(1)) }))
      .check(z.minLength(1), z.maxLength(50)),
  ),
});
export const refundResult = z.object({ refund: refundView, view: staffFactorView });

// ── packages and prices ─────────────────────────────────────────────────────────────────────────
export const priceList = z
  .array(z.object({ currency, amount: z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)) }))
  .check(
    z.minLength(1, 'v.currency_required'),
    z.maxLength(CURRENCIES.length),
    z.refine((list) => new Set(list.map((p) => p.currency)).size === list.length, 'v.invalid'),
  );
const packageFields = {
  title_fa: requiredText(191),
  title_en: requiredText(191),
  kind: z.enum(PACKAGE_KINDS),
  session_count: z.int().check(z.gte(1), z.lte(500)),
  session_minutes: z.int().check(z.gte(5), z.lte(600)),
  active: z.boolean(),
  sort_order: z.int().check(z.gte(-100_000), z.lte(100_000)),
};
export const createPackageBody = z.object({
  ...packageFields,
  session_minutes: z.optional(packageFields.session_minutes),
  active: z.optional(packageFields.active),
  sort_order: z.optional(packageFields.sort_order),
  prices: priceList,
});
export const updatePackageBody = z.partial(z.object(packageFields));
export const setPricesBody = z.object({ prices: priceList });
export const packageParams = z.object({ packageId: idParam });
export const staffPackage = z.object({
  id: z.int(),
  title_fa: z.string(),
  title_en: z.string(),
  kind: z.enum(PACKAGE_KINDS),
  session_count: z.int(),
  session_minutes: z.int(),
  active: z.boolean(),
  sort_order: z.int(),
  prices: z.array(z.object({ currency, amount: z.int() })),
});

// ── coupons and gift codes ──────────────────────────────────────────────────────────────────────
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
const codeText = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'v.invalid'),
    z.maxLength(64, 'v.too_long'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'v.invalid'),
  );
export const createCouponBody = z
  .object({
    code: codeText,
    kind: z.enum(COUPON_KINDS),
    percent: z.optional(z.int().check(z.gte(1), z.lte(100))),
    /** Fixed discounts: the amount per currency (the coupon does not apply in other currencies). */
    amounts: z.optional(
      z.array(z.object({ currency, amount: positiveMinor })).check(
        z.minLength(1),
        z.refine((list) => new Set(list.map((p) => p.currency)).size === list.length),
      ),
    ),
    valid_from: z.optional(instantText),
    valid_until: z.optional(instantText),
    max_uses: z.optional(z.int().check(z.gte(1))),
    max_uses_per_user: z.optional(z.int().check(z.gte(1))),
    /** Limit to these packages; omitted or empty = every package. */
    package_ids: z.optional(z.array(z.int().check(z.gte(1))).check(z.maxLength(100))),
  })
  .check(
    z.refine((c) => (c.kind === 'percent' ? c.percent !== undefined : c.amounts !== undefined), {
      message: 'v.required',
      path: ['percent'],
    }),
    z.refine(
      (c) =>
        !c.valid_from || !c.valid_until || Date.parse(c.valid_from) < Date.parse(c.valid_until),
      { message: 'v.invalid', path: ['valid_until'] },
    ),
  );
export const staffCoupon = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.nullable(z.int()),
  amounts: z.array(z.object({ currency, amount: z.int() })),
  valid_from: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  max_uses: z.nullable(z.int()),
  max_uses_per_user: z.nullable(z.int()),
  used_count: z.int(),
  active: z.boolean(),
  package_ids: z.array(z.int()),
  created_at: z.string(),
});
export const couponParams = z.object({ couponId: idParam });

export const createGiftCodeBody = z.object({
  /** Omitted = a random code is made. */
  code: z.optional(codeText),
  currency,
  amount: positiveMinor,
  valid_until: z.optional(instantText),
});
export const staffGiftCode = z.object({
  id: z.int(),
  code: z.string(),
  currency,
  amount: z.int(),
  valid_until: z.nullable(z.string()),
  redeemed_by: z.nullable(z.int()),
  redeemed_at: z.nullable(z.string()),
  created_by: z.nullable(z.int()),
  created_at: z.string(),
});

// ── exchange rates ──────────────────────────────────────────────────────────────────────────────
export const exchangeRateView = z.object({
  currency,
  /** Minor units of the currency one US dollar buys (e.g. rial 95 000 toman; euro 92 cents). */
  minor_per_dollar: z.int(),
  updated_at: z.nullable(z.string()),
});
export const exchangeRateParams = z.object({ currency });
export const setExchangeRateBody = z.object({ minor_per_dollar: positiveMinor });
