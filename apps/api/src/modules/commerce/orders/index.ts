export { createFactorFromCart } from './orders.service';
export {
  addRefundedMinor,
  countPaidFactors,
  findFactor,
  findLastPayableFactor,
  findOwnFactor,
  itemsOfFactors,
  pageFactors,
  recordFactorPayment,
  usersWithPaidFactor,
  type FactorRow,
  type FactorItemRow,
} from './factors.repository';
export { dueOf, toFactor } from './factor.mapper';
export { priceLineOf } from './price-lines.repository';
