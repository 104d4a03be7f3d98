import { formatMoney, formatZoned, type Currency, type Locale } from '@ravan/contract';
import type { FactorStateName, PaymentStateName, PaymentTypeName } from '@ravan/contract';
import { t, type CopyKey } from '../../../copy/t';

/** What an invoice is made of, as read from the database. */
export interface InvoiceData {
  id: number;
  state: FactorStateName;
  currency: Currency;
  subtotalMinor: bigint;
  discountMinor: bigint;
  totalMinor: bigint;
  paidMinor: bigint;
  createdAt: Date;
  clientName: string;
  platformName: string;
  timeZone: string;
  items: {
    titleFa: string;
    titleEn: string;
    sessions: number;
    unitPriceMinor: bigint;
    qty: number;
    totalMinor: bigint;
  }[];
  payments: {
    type: PaymentTypeName;
    state: PaymentStateName;
    amountMinor: bigint;
    currency: Currency;
    createdAt: Date;
  }[];
}

/** Every string of the printed invoice, in reading (logical) order, for one language. */
export interface InvoiceView {
  locale: Locale;
  direction: 'rtl' | 'ltr';
  platformName: string;
  title: string;
  meta: [label: string, value: string][];
  itemsHeading: string;
  itemColumns: [title: string, sessions: string, unit: string, qty: string, total: string];
  itemRows: [string, string, string, string, string][];
  totals: [label: string, value: string][];
  paymentsHeading: string;
  paymentColumns: [type: string, state: string, amount: string, date: string];
  paymentRows: [string, string, string, string][];
  noPayments: string;
}

/** fa: Solar Hijri with Persian digits (`۱ آذر ۱۴۰۵`); en: Gregorian (`22 November 2026`). */
export function formatInvoiceDate(date: Date, locale: Locale, tz: string): string {
  return formatZoned(date, { locale, tz }, 'date');
}

export function toInvoiceView(data: InvoiceData, locale: Locale): InvoiceView {
  const label = (key: CopyKey) => t(locale, key);
  const money = (amount: bigint, currency: Currency = data.currency) =>
    formatMoney(amount, currency, locale);
  const count = (value: number) => t(locale, 'invoice.count_value', { count: value });
  const due = data.totalMinor - data.paidMinor;
  const state =
    data.state === 'submit'
      ? due > 0n
        ? label('invoice.can_pay')
        : label('invoice.factor_state.submit')
      : label(`invoice.factor_state.${data.state}`);
  const date = (value: Date) => formatInvoiceDate(value, locale, data.timeZone);
  return {
    locale,
    direction: locale === 'fa' ? 'rtl' : 'ltr',
    platformName: data.platformName,
    title: label('invoice.title'),
    meta: [
      [label('invoice.number'), t(locale, 'invoice.number_value', { id: data.id })],
      [label('invoice.date'), date(data.createdAt)],
      [label('invoice.client'), data.clientName],
      [label('invoice.state'), state],
    ],
    itemsHeading: label('invoice.items'),
    itemColumns: [
      label('invoice.item'),
      label('invoice.sessions'),
      label('invoice.unit_price'),
      label('invoice.qty'),
      label('invoice.line_total'),
    ],
    itemRows: data.items.map((item) => [
      locale === 'fa' ? item.titleFa : item.titleEn,
      count(item.sessions),
      money(item.unitPriceMinor),
      count(item.qty),
      money(item.totalMinor),
    ]),
    totals: [
      [label('invoice.subtotal'), money(data.subtotalMinor)],
      [label('invoice.discount'), money(data.discountMinor)],
      [label('invoice.total'), money(data.totalMinor)],
      [label('invoice.paid'), money(data.paidMinor)],
      [label('invoice.due'), money(due)],
    ],
    paymentsHeading: label('invoice.payments'),
    paymentColumns: [
      label('invoice.payment_type'),
      label('invoice.payment_state'),
      label('invoice.amount'),
      label('invoice.payment_date'),
    ],
    paymentRows: data.payments.map((payment) => [
      label(`invoice.payment_type.${payment.type}`),
      label(`invoice.payment_state.${payment.state}`),
      money(payment.amountMinor, payment.currency),
      date(payment.createdAt),
    ]),
    noPayments: label('invoice.no_payments'),
  };
}
