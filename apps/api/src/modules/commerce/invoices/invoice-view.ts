import { formatMoney, type Currency, type Locale } from '@ravan/contract';
import type { FactorState } from '../orders/factors.table';
import type { PaymentState, PaymentType } from '../payments/payments.table';
import { INVOICE_LABELS } from './invoice-labels';

/** What an invoice is made of, as read from the database. */
export interface InvoiceData {
  id: number;
  state: FactorState;
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
    type: PaymentType;
    state: PaymentState;
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

const DATE_LOCALE: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-US' };
const NUMBER_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US' };

/** fa: Solar Hijri with Persian digits (`۱ آذر ۱۴۰۵`); en: Gregorian (`November 22, 2026`). */
export function formatInvoiceDate(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
}

export function toInvoiceView(data: InvoiceData, locale: Locale): InvoiceView {
  const labels = INVOICE_LABELS[locale];
  const money = (amount: bigint, currency: Currency = data.currency) =>
    formatMoney(amount, currency, locale);
  const count = new Intl.NumberFormat(NUMBER_LOCALE[locale]);
  const plain = new Intl.NumberFormat(NUMBER_LOCALE[locale], { useGrouping: false });
  const due = data.totalMinor - data.paidMinor;
  const state =
    data.state === 'submit'
      ? due > 0n
        ? labels.canPay
        : labels.factorStates.submit
      : labels.factorStates[data.state];
  const date = (value: Date) => formatInvoiceDate(value, locale, data.timeZone);
  return {
    locale,
    direction: locale === 'fa' ? 'rtl' : 'ltr',
    platformName: data.platformName,
    title: labels.title,
    meta: [
      [labels.number, plain.format(data.id)],
      [labels.date, date(data.createdAt)],
      [labels.client, data.clientName],
      [labels.state, state],
    ],
    itemsHeading: labels.items,
    itemColumns: [labels.item, labels.sessions, labels.unitPrice, labels.qty, labels.lineTotal],
    itemRows: data.items.map((item) => [
      locale === 'fa' ? item.titleFa : item.titleEn,
      count.format(item.sessions),
      money(item.unitPriceMinor),
      count.format(item.qty),
      money(item.totalMinor),
    ]),
    totals: [
      [labels.subtotal, money(data.subtotalMinor)],
      [labels.discount, money(data.discountMinor)],
      [labels.total, money(data.totalMinor)],
      [labels.paid, money(data.paidMinor)],
      [labels.due, money(due)],
    ],
    paymentsHeading: labels.payments,
    paymentColumns: [labels.paymentType, labels.paymentState, labels.amount, labels.paymentDate],
    paymentRows: data.payments.map((payment) => [
      labels.paymentTypes[payment.type],
      labels.paymentStates[payment.state],
      money(payment.amountMinor, payment.currency),
      date(payment.createdAt),
    ]),
    noPayments: labels.noPayments,
  };
}
