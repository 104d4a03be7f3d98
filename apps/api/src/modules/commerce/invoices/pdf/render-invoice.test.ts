import { describe, expect, it } from 'vitest';
import { toInvoiceView, type InvoiceData } from '../invoice-view';
import { renderInvoicePdf } from './render-invoice';

const invoice = (lines: number): InvoiceData => ({
  id: 7,
  state: 'submit',
  currency: 'rial',
  subtotalMinor: 950_000n * BigInt(lines),
  discountMinor: 0n,
  totalMinor: 950_000n * BigInt(lines),
  paidMinor: 0n,
  createdAt: new Date('2026-11-22T08:00:00Z'),
  clientName: 'سارا احمدی',
  platformName: 'روان',
  timeZone: 'Asia/Tehran',
  items: Array.from({ length: lines }, (_, i) => ({
    titleFa: `روان‌درمانی فردی — بستهٔ ${i + 1}`,
    titleEn: `Individual therapy — package ${i + 1}`,
    sessions: 4,
    unitPriceMinor: 950_000n,
    qty: 1,
    totalMinor: 950_000n,
  })),
  payments: [],
});

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('renders one A4 page for a short invoice, in either language', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const pdf = await renderInvoicePdf(toInvoiceView(invoice(2), locale), new Date());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pages(pdf)).toBe(1);
    }
  });

  it('continues a long invoice on further pages', async () => {
    const pdf = await renderInvoicePdf(toInvoiceView(invoice(40), 'fa'), new Date());
    expect(pages(pdf)).toBeGreaterThan(1);
  });
});

describe('toInvoiceView', () => {
  it('shows a submitted factor with something due as payable, amounts in toman', () => {
    const view = toInvoiceView(invoice(1), 'fa');
    expect(view.direction).toBe('rtl');
    expect(view.meta).toContainEqual(['وضعیت', 'قابل پرداخت']);
    expect(view.itemRows[0]).toEqual([
      'روان‌درمانی فردی — بستهٔ 1',
      '۴',
      '۹۵۰٬۰۰۰ تومان',
      '۱',
      '۹۵۰٬۰۰۰ تومان',
    ]);
    expect(view.meta[1]?.[1]).toBe('۱ آذر ۱۴۰۵');
    expect(toInvoiceView(invoice(1), 'en').meta[1]?.[1]).toBe('22 November 2026');
  });
});
