import { toWireMinor } from '@ravan/contract';
import { GatewayError, type PaymentGateway } from './payment-gateway';

/** Zarinpal counts in rial; our `rial` amounts are whole toman (ADR 004). */
const RIAL_PER_TOMAN = 10n;
const TIMEOUT_MS = 15_000;

interface ZarinpalAnswer {
  data?: { code?: number; authority?: string; ref_id?: number } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

async function postJson(url: string, body: object): Promise<ZarinpalAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError('zarinpal unreachable', { cause: error });
  }
  // Zarinpal answers refusals with 4xx and a JSON body naming the error code.
  try {
    return (await response.json()) as ZarinpalAnswer;
  } catch (error) {
    throw new GatewayError(`zarinpal answered ${response.status} without JSON`, { cause: error });
  }
}

function codeOf(answer: ZarinpalAnswer): number | undefined {
  const data = answer.data;
  return data && !Array.isArray(data) && typeof data.code === 'number' ? data.code : undefined;
}

/**
 * An Iranian toman gateway over Zarinpal's REST API (v4): `payment/request.json` gives an
 * authority and the browser goes to `StartPay/{authority}`; the return is verified with
 * `payment/verify.json` — code 100 is paid, 101 is "already verified" (paid, a repeat).
 *
 * Refunds are not made here. The merchant-id REST API has no refund call (only `reverse.json`,
 * which undoes a whole payment shortly after it was verified); Zarinpal's refunds are a GraphQL
 * mutation (`AddRefund`) under a separate access token, keyed by the transaction's session id
 * rather than the authority, and without an idempotency key — so a retry could pay twice. A
 * refund by the original method stays `pending_gateway`, and support completes it by hand in
 * Zarinpal's panel.
 */
export function createZarinpalGateway(options: {
  merchantId: string;
  apiBase: string;
}): PaymentGateway {
  const api = `${options.apiBase}/pg/v4/payment`;
  return {
    name: 'zarinpal',
    supports: (currency) => currency === 'rial',
    async start(input) {
      if (input.currency !== 'rial') throw new GatewayError('zarinpal takes toman only');
      const answer = await postJson(`${api}/request.json`, {
        merchant_id: options.merchantId,
        amount: toWireMinor(input.amountMinor * RIAL_PER_TOMAN),
        currency: 'IRR',
        callback_url: input.returnUrl,
        description: input.description,
        metadata: { order_id: String(input.paymentId) },
      });
      const data = answer.data;
      const authority =
        data && !Array.isArray(data) && typeof data.authority === 'string' ? data.authority : '';
      if (codeOf(answer) !== 100 || !authority) {
        throw new GatewayError(`zarinpal refused the request: ${JSON.stringify(answer.errors)}`);
      }
      return {
        ref: authority,
        redirectUrl: `${options.apiBase}/pg/StartPay/${encodeURIComponent(authority)}`,
      };
    },
    async verify({ ref, amountMinor, returned }) {
      if (returned.Authority !== undefined && returned.Authority !== ref)
        return { outcome: 'invalid' };
      // NOK: the payer cancelled or the bank declined; nothing to verify.
      if (returned.Status !== 'OK') return { outcome: 'failed' };
      const answer = await postJson(`${api}/verify.json`, {
        merchant_id: options.merchantId,
        amount: toWireMinor(amountMinor * RIAL_PER_TOMAN),
        authority: ref,
      });
      const code = codeOf(answer);
      // Verify is bound to the amount we send: a 100/101 means this amount was paid.
      if (code === 100 || code === 101) return { outcome: 'paid', amountMinor };
      return { outcome: 'failed' };
    },
    async refund() {
      return {
        outcome: 'manual',
        reason: 'zarinpal refunds are made by hand in its panel (no refund in its REST API)',
      };
    },
  };
}
