import type { FactorStateName, Locale, PaymentStateName, PaymentTypeName } from '@ravan/contract';

/** Every word printed on an invoice, per language (SPEC.md §4 names the states and types). */
export interface InvoiceLabels {
  title: string;
  number: string;
  date: string;
  client: string;
  state: string;
  items: string;
  item: string;
  sessions: string;
  unitPrice: string;
  qty: string;
  lineTotal: string;
  subtotal: string;
  discount: string;
  total: string;
  paid: string;
  due: string;
  payments: string;
  paymentType: string;
  paymentState: string;
  amount: string;
  noPayments: string;
  /** A submitted factor that can be paid (SPEC.md §4: otherwise it is a pre-invoice). */
  canPay: string;
  paymentDate: string;
  factorStates: Record<FactorStateName, string>;
  paymentTypes: Record<PaymentTypeName, string>;
  paymentStates: Record<PaymentStateName, string>;
}

const fa: InvoiceLabels = {
  title: 'فاکتور',
  number: 'شماره فاکتور',
  date: 'تاریخ',
  client: 'نام مراجع',
  state: 'وضعیت',
  items: 'اقلام',
  item: 'شرح',
  sessions: 'جلسات',
  unitPrice: 'مبلغ واحد',
  qty: 'تعداد',
  lineTotal: 'مبلغ کل',
  subtotal: 'جمع کل',
  discount: 'تخفیف',
  total: 'مبلغ فاکتور',
  paid: 'پرداخت‌شده',
  due: 'مانده قابل پرداخت',
  payments: 'پرداخت‌ها',
  paymentType: 'نوع پرداخت',
  paymentState: 'وضعیت پرداخت',
  amount: 'مبلغ',
  noPayments: 'هنوز پرداختی ثبت نشده است.',
  canPay: 'قابل پرداخت',
  paymentDate: 'تاریخ',
  factorStates: {
    paid: 'پرداخت شده',
    submit: 'پیش‌فاکتور',
    partially_paid: 'بخشی پرداخت شده',
  },
  paymentTypes: {
    online: 'پرداخت آنلاین',
    offline: 'واریز بانکی',
    wallet_payment: 'کیف پول',
    wallet_debt_settlement: 'تسویه بدهی کیف پول',
  },
  paymentStates: {
    awaiting: 'در انتظار بازگشت از بانک',
    pending: 'در انتظار تأیید',
    paid: 'پرداخت شده',
    wallet_pending: '',
    failed: 'ناموفق',
    debit_checkout: 'پرداخت نشده',
    rejected: 'رد شده',
  },
};

const en: InvoiceLabels = {
  title: 'Invoice',
  number: 'Invoice number',
  date: 'Date',
  client: 'Client',
  state: 'Status',
  items: 'Items',
  item: 'Description',
  sessions: 'Sessions',
  unitPrice: 'Unit price',
  qty: 'Qty',
  lineTotal: 'Line total',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Invoice total',
  paid: 'Paid',
  due: 'Still to pay',
  payments: 'Payments',
  paymentType: 'Payment type',
  paymentState: 'Payment status',
  amount: 'Amount',
  noPayments: 'No payment recorded yet.',
  canPay: 'Can pay',
  paymentDate: 'Date',
  factorStates: {
    paid: 'Paid',
    submit: 'Pre-invoice',
    partially_paid: 'Partially paid',
  },
  paymentTypes: {
    online: 'Online payment',
    offline: 'Bank transfer',
    wallet_payment: 'Wallet',
    wallet_debt_settlement: 'Wallet debt settlement',
  },
  paymentStates: {
    awaiting: 'Waiting for the bank’s return',
    pending: 'Awaiting approval',
    paid: 'Paid',
    wallet_pending: '',
    failed: 'Failed',
    debit_checkout: 'Not paid',
    rejected: 'Rejected',
  },
};

export const INVOICE_LABELS: Record<Locale, InvoiceLabels> = { fa, en };
