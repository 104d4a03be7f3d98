import type { Output, staffFactorView } from '@ravan/contract';
import type { Conversion } from './contract-resolver';
import { parseWhole } from './number-text';

export type StaffFactorView = Output<typeof staffFactorView>;
type Credit = StaffFactorView['credits'][number];

/** The refund form as typed: sessions per credit (keyed `c<id>`), the method, a reason. */
export interface RefundFormValues {
  sessions: Record<string, string>;
  method: 'wallet' | 'original';
  reason: string;
}

export const creditKey = (credit: Pick<Credit, 'id'>) => `c${credit.id}`;

export const refundFormValues = (credits: readonly Credit[]): RefundFormValues => ({
  sessions: Object.fromEntries(credits.map((credit) => [creditKey(credit), ''])),
  method: 'wallet',
  reason: '',
});

/** Texts the conversion needs in the screen's language (the contract has no key for them). */
export interface RefundTexts {
  tooMany: (refundable: number) => string;
  noneChosen: string;
}

/**
 * Only credits with a count are sent. Nothing chosen is refused here: the API would read a
 * missing list as "every unused session", which must never happen by leaving the fields empty.
 */
export function refundBody(credits: readonly Credit[], texts: RefundTexts) {
  return (values: RefundFormValues): Conversion => {
    const errors: Record<string, string> = {};
    const chosen: { credit_id: number; sessions: number }[] = [];
    for (const credit of credits) {
      const key = `sessions.${creditKey(credit)}`;
      const count = parseWhole(values.sessions[creditKey(credit)] ?? '');
      if (count === undefined || count === 0) continue;
      if (Number.isNaN(count) || count < 0) errors[key] = 'v.invalid';
      else if (count > credit.refundable) errors[key] = texts.tooMany(credit.refundable);
      else chosen.push({ credit_id: credit.id, sessions: count });
    }
    if (chosen.length === 0 && Object.keys(errors).length === 0) errors.sessions = texts.noneChosen;
    const reason = values.reason.trim();
    return {
      body: {
        method: values.method,
        reason: reason || undefined,
        credits: chosen.length ? chosen : undefined,
      },
      errors,
    };
  };
}

/** `['credits', 1, 'sessions']` → the field of the second chosen credit. */
export function refundFieldOf(path: readonly PropertyKey[], body: unknown): string {
  const credits = (body as { credits?: { credit_id: number }[] }).credits ?? [];
  const index = path[1];
  const chosen = path[0] === 'credits' && typeof index === 'number' ? credits[index] : undefined;
  return chosen ? `sessions.${creditKey({ id: chosen.credit_id })}` : String(path[0]);
}
