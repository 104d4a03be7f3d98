export { ordersRoutes } from './orders.routes';
export { settleFactorPayment } from './settle-payment';
export { factors, factorItems } from './factors.table';
export { createFactorFromCart, factorView } from './orders.service';
export {
  findOwnFactor,
  type FactorRow,
  type FactorItemRow,
  type PaymentRow,
} from './factors.repository';
export { dueOf, shownPaymentState, toFactor, toPaymentView } from './factor.mapper';
export { priceLineOf } from './price-lines.repository';
