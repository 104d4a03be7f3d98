import type { Factor, Locale } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { itemsOfFactors, toFactor, type FactorRow } from '../orders';
import { toPaymentView } from './payment.mapper';
import { paymentsOfFactors } from './payments.repository';

/**
 * Factors as the client sees them: orders' lines with this slice's payments (payments import
 * orders, never the other way, so the view that joins them is composed here).
 */
export async function factorViews(
  db: Executor,
  factors: FactorRow[],
  locale: Locale,
): Promise<Factor[]> {
  const ids = factors.map((factor) => factor.id);
  const [items, payments] = [await itemsOfFactors(db, ids), await paymentsOfFactors(db, ids)];
  return factors.map((factor) =>
    toFactor(
      factor,
      items,
      payments
        .filter((payment) => payment.factorId === factor.id)
        .map((payment) => toPaymentView(payment, factor.state)),
      locale,
    ),
  );
}

export async function factorView(db: Executor, factor: FactorRow, locale: Locale): Promise<Factor> {
  const [view] = await factorViews(db, [factor], locale);
  return view!;
}
