import type { Currency } from '@ravan/contract';
import { parseAmount } from '../../commerce';
import type { Conversion } from './contract-resolver';

export interface RateFormValues {
  /** What one US dollar buys, in major units of the currency ("95000", "0.92"). */
  rate: string;
}

/** The typed rate as the contract's minor units per dollar; the field is `rate` on the form. */
export function rateBody(currency: Currency) {
  return (values: RateFormValues): Conversion => {
    const minor = values.rate.trim() ? parseAmount(values.rate, currency) : undefined;
    return {
      body: { minor_per_dollar: minor ?? undefined },
      errors: minor === null ? { rate: 'v.invalid' } : {},
    };
  };
}

export const rateFieldOf = () => 'rate';
