export { couponsRoutes } from './coupons.routes';
export { couponsAdminRoutes } from './coupons-admin.routes';
export {
  evaluateCouponCode,
  evaluateCouponId,
  type AppliedCoupon,
  type PricedLine,
} from './coupons.service';
export { takeCouponUse, recordRedemption } from './coupons.repository';
export { redeemGiftCode } from './gift-codes.service';
