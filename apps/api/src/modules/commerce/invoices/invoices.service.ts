import { usableTimeZone, type Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { t } from '../../../copy/t';
import { AppError } from '../../../lib/app-error';
import { shownPaymentState } from '../payments';
import { findOwnInvoiceRows } from '../reports';
import { toInvoiceView, type InvoiceData } from './invoice-view';
import { renderInvoicePdf } from './pdf/render-invoice';

/** Reads what the invoice prints (plain reads, no transaction); 404 for another user's factor. */
export async function loadInvoice(
  deps: AppDeps,
  userId: number,
  factorId: number,
  locale: Locale,
): Promise<InvoiceData> {
  const rows = await findOwnInvoiceRows(deps.database.db, userId, factorId);
  if (!rows) throw new AppError('not_found');
  const { factor } = rows;
  return {
    id: factor.id,
    state: factor.state,
    currency: factor.currency,
    subtotalMinor: factor.subtotalMinor,
    discountMinor: factor.discountMinor,
    totalMinor: factor.totalMinor,
    paidMinor: factor.paidMinor,
    createdAt: factor.createdAt,
    clientName: [rows.firstname, rows.lastname].filter(Boolean).join(' '),
    platformName: rows.platformName ?? t(locale, 'invoice.platform'),
    timeZone: usableTimeZone(rows.tz),
    items: rows.items.map((item) => ({
      titleFa: item.titleFa,
      titleEn: item.titleEn,
      sessions: item.sessionsPerUnit * item.qty,
      unitPriceMinor: item.unitPriceMinor,
      qty: item.qty,
      totalMinor: item.totalMinor,
    })),
    payments: rows.payments.map((payment) => ({
      type: payment.type,
      state: shownPaymentState(payment, factor.state),
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      createdAt: payment.createdAt,
    })),
  };
}

/** The invoice PDF of the caller's factor: read first, then render with no transaction open. */
export async function invoicePdf(
  deps: AppDeps,
  userId: number,
  factorId: number,
  locale: Locale,
): Promise<Buffer> {
  const data = await loadInvoice(deps, userId, factorId, locale);
  return renderInvoicePdf(toInvoiceView(data, locale), deps.clock.now());
}
