import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentGateways } from './index';

const SECRET = 'a-production-secret-of-at-least-32-characters';
const names = (
  env: Record<string, string>,
  currency: Parameters<ReturnType<typeof createPaymentGateways>['forCurrency']>[0],
) =>
  createPaymentGateways(loadConfig({ NODE_ENV: 'test', ...env }))
    .forCurrency(currency)
    .map((gateway) => gateway.name);

describe('which gateways a currency gets', () => {
  it('uses the sandbox only where no real gateway is configured', () => {
    expect(names({}, 'rial')).toEqual(['sandbox']);
    expect(names({}, 'dollar')).toEqual(['sandbox']);
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(names(stripe, 'dollar')).toEqual(['stripe']);
    expect(names(stripe, 'try')).toEqual(['stripe']);
    expect(names(stripe, 'rial')).toEqual(['sandbox']);
    expect(names({ ZARINPAL_MERCHANT_ID: 'm' }, 'rial')).toEqual(['zarinpal']);
    expect(names({ ZARINPAL_MERCHANT_ID: 'm' }, 'euro')).toEqual(['sandbox']);
  });

  it('needs both Stripe keys: a webhook secret is what lets money be recorded', () => {
    expect(names({ STRIPE_SECRET_KEY: 'sk_test_x' }, 'dollar')).toEqual(['sandbox']);
  });

  it('keeps the approve-anything sandbox off in production unless asked for', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: SECRET, PUBLIC_URL: 'https://x.test' };
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(createPaymentGateways(loadConfig(production)).forCurrency('dollar')).toEqual([]);
    // Asked for in production, it is refused: anyone could approve their own payment.
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' })).toThrow(
      'PAYMENTS_SANDBOX cannot be on in production',
    );
    expect(loadConfig({ NODE_ENV: 'test', PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(
      false,
    );
  });
});
