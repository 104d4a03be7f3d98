import type { Currency } from '@ravan/contract';
import { parseAmount } from '../../commerce';
import type { Conversion } from './contract-resolver';
import { instantOf } from './instant-text';

/** The gift-code form as typed: the amount in major units of the chosen currency. */
export interface GiftCodeFormValues {
  code: string;
  currency: Currency;
  amount: string;
  valid_until: string;
}

export const GIFT_CODE_FIELDS = ['code', 'currency', 'amount', 'valid_until'] as const;

export const giftCodeFormValues = (): GiftCodeFormValues => ({
  code: '',
  currency: 'rial',
  amount: '',
  valid_until: '',
});

/** An empty code is left out: the server makes a random one. */
export function giftCodeBody(values: GiftCodeFormValues): Conversion {
  const errors: Record<string, string> = {};
  const until = instantOf(values.valid_until);
  if (until === 'invalid') errors.valid_until = 'v.invalid';
  const amount = values.amount.trim() ? parseAmount(values.amount, values.currency) : undefined;
  if (amount === null) errors.amount = 'v.invalid';
  const body = {
    code: values.code.trim() || undefined,
    currency: values.currency,
    amount: amount ?? undefined,
    valid_until: until === 'invalid' ? undefined : until,
  };
  return { body, errors };
}
