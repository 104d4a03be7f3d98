import type { Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { t } from '../../../copy/t';
import { AppError } from '../../../lib/app-error';
import type {
  PaymentGateway,
  PaymentGatewayName,
  PaymentGateways,
} from '../../../providers/payments';
import type { UserRow } from '../../accounts/identity';
import { settleOnlinePayment } from './settle-online-payment';
import { findOwnFactor } from '../orders';
import { hasPendingTransfer, insertPayment, setGatewayRef } from './payments.repository';

/** The web screen a payer lands on after any gateway; it asks validatePurchase for the outcome. */
export function processPaymentPath(paymentId: number, provider?: string): string {
  const query = new URLSearchParams({ paymentID: String(paymentId) });
  if (provider) query.set('provider', provider);
  return `/process-payment?${query.toString()}`;
}

/** Where each gateway returns the browser: our callback (sandbox, Zarinpal) or the screen (Stripe). */
function returnUrlOf(gateway: PaymentGatewayName, paymentId: number, siteUrl: string): string {
  if (gateway === 'stripe') return `${siteUrl}${processPaymentPath(paymentId)}`;
  return `${siteUrl}/api/v1/payments/${gateway}/callback`;
}

export interface StartContext {
  siteUrl: string;
  locale: Locale;
}

/**
 * `payorder`: an online payment of what the caller's invoice still owes — refused (409
 * `transfer_pending`) while a bank transfer for it waits for review. The payment row is
 * written first (awaiting, in its own short transaction, with the invoice locked); the gateway is
 * called after the commit — never inside a transaction — and its reference recorded. A gateway
 * that cannot start leaves the payment failed, so nothing waits for money that cannot come.
 */
export async function startOnlinePayment(
  deps: AppDeps,
  gateways: PaymentGateways,
  user: UserRow,
  factorId: number,
  requested: PaymentGatewayName | undefined,
  context: StartContext,
): Promise<{ redirect_url: string; payment_id: number }> {
  const { payment, gateway } = await deps.database.db.transaction(async (tx) => {
    const factor = await findOwnFactor(tx, user.id, factorId, true);
    if (!factor) throw new AppError('not_found');
    const due = factor.totalMinor - factor.paidMinor;
    if (factor.state === 'paid' || due <= 0n) throw new AppError('factor_not_payable');
    // A transfer under review may already pay it: paying online too would take the money twice.
    if (await hasPendingTransfer(tx, factor.id)) throw new AppError('transfer_pending');
    const offered = gateways.forCurrency(factor.currency);
    const chosen: PaymentGateway | undefined = requested
      ? offered.find((candidate) => candidate.name === requested)
      : offered[0];
    if (!chosen) throw new AppError('payment_gateway_unavailable');
    const row = await insertPayment(tx, {
      factorId: factor.id,
      userId: user.id,
      type: 'online',
      state: 'awaiting',
      currency: factor.currency,
      amountMinor: due,
      gateway: chosen.name,
    });
    return { payment: row, gateway: chosen };
  });

  try {
    const started = await gateway.start({
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      returnUrl: returnUrlOf(gateway.name, payment.id, context.siteUrl),
      cancelUrl: `${context.siteUrl}${processPaymentPath(payment.id)}`,
      // Ids as plain strings, in Latin digits: support searches the gateway's panel by them.
      description: t(context.locale, 'payment.description', {
        factorId: String(factorId),
        paymentId: String(payment.id),
      }),
      locale: context.locale,
      siteUrl: context.siteUrl,
    });
    await setGatewayRef(deps.database.db, payment.id, started.ref);
    return { redirect_url: started.redirectUrl, payment_id: payment.id };
  } catch (error) {
    // The payer never saw a gateway page for this payment, so no money can arrive for it.
    await settleOnlinePayment(deps, payment.id, { outcome: 'failed' });
    throw new AppError('payment_gateway_error', { cause: error });
  }
}
