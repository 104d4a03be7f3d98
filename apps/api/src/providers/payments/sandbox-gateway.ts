import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GatewayError, type PaymentGateway } from './payment-gateway';

export const SANDBOX_STATUSES = ['approved', 'declined'] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

/** HMAC-SHA256(appSecret, `ref|status|amount`) as hex: what the sandbox signs its result with. */
export function signSandboxResult(
  secret: string,
  ref: string,
  status: string,
  amount: string,
): string {
  return createHmac('sha256', secret).update(`${ref}|${status}|${amount}`).digest('hex');
}

/** Constant-time check of a result's signature (a wrong length or non-hex is simply wrong). */
export function sandboxSignatureValid(
  secret: string,
  ref: string,
  status: string,
  amount: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSandboxResult(secret, ref, status, amount), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/** The query string the sandbox page returns the browser to our callback with. */
export function sandboxCallbackQuery(
  secret: string,
  ref: string,
  status: SandboxStatus,
  amountMinor: bigint,
): string {
  const amount = amountMinor.toString();
  return new URLSearchParams({
    ref,
    status,
    amount,
    sig: signSandboxResult(secret, ref, status, amount),
  }).toString();
}

/**
 * The built-in gateway: a page served by this API (`/api/v1/gateway/sandbox/:ref`) approves or
 * declines, then returns the browser to our callback with a signed result, as a bank would.
 * Works offline, in every currency. A refund completes at once (no money ever moved); its
 * reference is derived from the idempotency key, so asking again answers the same refund.
 */
export function createSandboxGateway(secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    supports: () => true,
    async start(input) {
      const ref = `sbx_${randomBytes(16).toString('hex')}`;
      return {
        ref,
        redirectUrl: `${input.siteUrl}/api/v1/gateway/sandbox/${ref}?lang=${input.locale}`,
      };
    },
    async verify({ ref, returned }) {
      const { status = '', amount = '', sig = '' } = returned;
      if (!/^\d{1,18}$/.test(amount) || !sandboxSignatureValid(secret, ref, status, amount, sig)) {
        return { outcome: 'invalid' };
      }
      if (status === 'approved') return { outcome: 'paid', amountMinor: BigInt(amount) };
      if (status === 'declined') return { outcome: 'failed' };
      return { outcome: 'invalid' };
    },
    async refund(payment, amountMinor, { idempotencyKey }) {
      if (amountMinor <= 0n || amountMinor > payment.amountMinor) {
        throw new GatewayError('sandbox refund outside the payment');
      }
      const digest = createHmac('sha256', secret).update(idempotencyKey).digest('hex');
      return { outcome: 'done', ref: `sbx_re_${digest.slice(0, 24)}` };
    },
  };
}
