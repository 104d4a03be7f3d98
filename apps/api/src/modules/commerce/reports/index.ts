export { findOwnInvoiceRows } from './invoice.repository';
export {
  findReviewRow,
  pageOfflinePayments,
  type ReviewRow,
} from './offline-payment-queue.repository';
