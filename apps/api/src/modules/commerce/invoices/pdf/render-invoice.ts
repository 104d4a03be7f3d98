import PDFDocument from 'pdfkit';
import type { InvoiceView } from '../invoice-view';
import { fontData } from './fonts';
import { recordLigaturesForExtraction } from './ligature-text';
import { TextWriter, type Align, type TextStyle } from './text-writer';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1b7a4b';
const RULE = '#d9e2ec';
const BAND = '#eef5f0';
const ROW_PAD = 6;
const LINE = 15;

interface Column {
  width: number;
  align: Align;
}

/** Item columns: title, sessions, unit price, quantity, line total (widths add up to CONTENT). */
const ITEM_COLUMNS: Column[] = [
  { width: 179, align: 'start' },
  { width: 50, align: 'center' },
  { width: 105, align: 'center' },
  { width: 40, align: 'center' },
  { width: CONTENT - 179 - 50 - 105 - 40, align: 'center' },
];
const PAYMENT_COLUMNS: Column[] = [
  { width: 140, align: 'start' },
  { width: 150, align: 'center' },
  { width: 110, align: 'center' },
  { width: CONTENT - 140 - 150 - 110, align: 'center' },
];

/**
 * Lays an invoice out on A4 pages and answers the PDF's bytes. Pure: no database, no clock (the
 * caller passes the creation date), so it runs outside any transaction.
 */
export function renderInvoicePdf(view: InvoiceView, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${view.title} ${view.meta[0]?.[1] ?? ''}`,
      Author: view.platformName,
      CreationDate: createdAt,
    },
    lang: view.locale === 'fa' ? 'fa-IR' : 'en-US',
  });
  doc.registerFont('regular', fontData('regular'));
  doc.registerFont('bold', fontData('bold'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new InvoiceLayout(doc, view).draw();
  recordLigaturesForExtraction(doc);
  doc.end();
  return done;
}

class InvoiceLayout {
  private readonly text: TextWriter;
  private y = PAGE.margin;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly view: InvoiceView,
  ) {
    this.text = new TextWriter(doc, view.direction);
  }

  draw() {
    this.header();
    this.meta();
    this.table(this.view.itemsHeading, ITEM_COLUMNS, this.view.itemColumns, this.view.itemRows);
    this.totals();
    if (this.view.paymentRows.length > 0) {
      this.table(
        this.view.paymentsHeading,
        PAYMENT_COLUMNS,
        this.view.paymentColumns,
        this.view.paymentRows,
      );
    } else {
      this.heading(this.view.paymentsHeading);
      this.text.draw(this.view.noPayments, PAGE.margin, this.y, CONTENT, 'start', {
        color: MUTED,
      });
      this.y += LINE;
    }
  }

  /** Column x positions from the start edge: mirrored in rtl so the first column is on the right. */
  private columnXs(columns: Column[]): number[] {
    let offset = 0;
    return columns.map((column) => {
      const x =
        this.view.direction === 'rtl'
          ? PAGE.width - PAGE.margin - offset - column.width
          : PAGE.margin + offset;
      offset += column.width;
      return x;
    });
  }

  /** Starts a new page when `height` does not fit; answers whether it did. */
  private ensureSpace(height: number): boolean {
    if (this.y + height <= PAGE.height - PAGE.margin) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  private rule(color = RULE) {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.8)
      .strokeColor(color)
      .stroke();
  }

  private header() {
    this.text.draw(this.view.platformName, PAGE.margin, this.y, CONTENT, 'start', {
      weight: 'bold',
      size: 20,
      color: ACCENT,
    });
    this.text.draw(this.view.title, PAGE.margin, this.y + 4, CONTENT, 'end', {
      weight: 'bold',
      size: 16,
    });
    this.y += 40;
    this.rule(ACCENT);
    this.y += 14;
  }

  private meta() {
    const labelWidth = 110;
    const [labelX, valueX] =
      this.view.direction === 'rtl'
        ? [PAGE.width - PAGE.margin - labelWidth, PAGE.margin]
        : [PAGE.margin, PAGE.margin + labelWidth];
    for (const [label, value] of this.view.meta) {
      this.text.draw(label, labelX, this.y, labelWidth, 'start', { color: MUTED });
      this.text.draw(value, valueX, this.y, CONTENT - labelWidth, 'start', { weight: 'bold' });
      this.y += LINE + 3;
    }
    this.y += 10;
  }

  private heading(title: string) {
    this.ensureSpace(60);
    this.text.draw(title, PAGE.margin, this.y, CONTENT, 'start', { weight: 'bold', size: 12 });
    this.y += 22;
  }

  private table(title: string, columns: Column[], head: readonly string[], rows: string[][]) {
    this.heading(title);
    const xs = this.columnXs(columns);
    const headStyle: TextStyle = { weight: 'bold', size: 9, color: MUTED };
    const cellLines = (cells: readonly string[], style: TextStyle) =>
      cells.map((cell, i) => this.text.wrap(cell, (columns[i]?.width ?? 0) - 2 * ROW_PAD, style));
    const drawRow = (cells: readonly string[], style: TextStyle, shaded: boolean) => {
      const lines = cellLines(cells, style);
      const height = Math.max(...lines.map((l) => l.length)) * LINE + 2 * ROW_PAD;
      // A body row that starts a new page gets the column titles again above it.
      if (this.ensureSpace(height) && !shaded) drawRow(head, headStyle, true);
      if (shaded) this.doc.rect(PAGE.margin, this.y, CONTENT, height).fill(BAND);
      lines.forEach((cellLinesOfColumn, i) => {
        const column = columns[i];
        const x = xs[i];
        if (!column || x === undefined) return;
        cellLinesOfColumn.forEach((line, j) => {
          this.text.draw(
            line,
            x + ROW_PAD,
            this.y + ROW_PAD + j * LINE,
            column.width - 2 * ROW_PAD,
            column.align,
            style,
          );
        });
      });
      this.y += height;
      this.rule();
    };
    drawRow(head, headStyle, true);
    for (const row of rows) drawRow(row, { size: 10, color: INK }, false);
    this.y += 18;
  }

  private totals() {
    const width = 260;
    const x = this.view.direction === 'rtl' ? PAGE.margin : PAGE.width - PAGE.margin - width;
    this.ensureSpace(this.view.totals.length * (LINE + 6) + 20);
    this.view.totals.forEach(([label, value], i) => {
      const strong = i === 2;
      const style: TextStyle = strong ? { weight: 'bold', size: 11 } : { color: MUTED };
      this.text.draw(label, x, this.y, width, 'start', style);
      this.text.draw(value, x, this.y, width, 'end', strong ? style : { color: INK });
      this.y += LINE + 6;
    });
    this.y += 16;
  }
}
