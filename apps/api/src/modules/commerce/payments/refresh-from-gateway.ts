import type { AppDeps } from '../../../app-deps';
import type { PaymentGateways } from '../../../providers/payments';
import type { PaymentRow } from './payments.repository';
import { settleOnlinePayment } from './settle-online-payment';

/**
 * A Stripe payment still awaiting when the payer is back on our screen: ask Stripe (outside any
 * transaction) instead of waiting for the webhook, and settle what it says — once, like any
 * other delivery. Other gateways report only through their return, so they are left as they are.
 */
export async function refreshFromGateway(
  deps: AppDeps,
  gateways: PaymentGateways,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.state !== 'awaiting' || payment.gateway !== 'stripe' || !payment.gatewayRef) {
    return payment;
  }
  const gateway = gateways.get('stripe');
  if (!gateway) return payment;
  const verified = await gateway.verify({
    ref: payment.gatewayRef,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    returned: {},
  });
  if (verified.outcome !== 'paid' && verified.outcome !== 'failed') return payment;
  return (await settleOnlinePayment(deps, payment.id, verified)).payment;
}
