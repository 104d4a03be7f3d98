import { visualPieces, type Direction } from './bidi-runs';
import type { FontWeight } from './fonts';

export type Align = 'start' | 'end' | 'center';

export interface TextStyle {
  weight?: FontWeight;
  size?: number;
  color?: string;
}

// Bidi controls steer the levels (e.g. the LRM Intl puts before `$`); they are not drawn.
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// No pdfkit word splitting: a piece is shaped by fontkit as one run, in the order it is given.
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[], lineBreak: false };

/**
 * Draws one-line strings in a paragraph direction: bidi-ordered pieces placed left to right, so
 * Persian is shaped and reads right to left, and numbers and Latin words keep their own order.
 * `start` is the right edge in rtl and the left edge in ltr.
 */
export class TextWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly direction: Direction,
  ) {}

  private use(style: TextStyle) {
    this.doc
      .font(style.weight ?? 'regular')
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? '#1f2933');
  }

  private pieces(text: string): string[] {
    return visualPieces(text, this.direction)
      .map((piece) => piece.replace(BIDI_CONTROLS, ''))
      .filter((piece) => piece.length > 0);
  }

  width(text: string, style: TextStyle = {}): number {
    this.use(style);
    return this.pieces(text).reduce(
      (sum, piece) => sum + this.doc.widthOfString(piece, WHOLE_RUN),
      0,
    );
  }

  /** Draws `text` at top `y` inside [x, x + width], aligned by `align` in the paragraph direction. */
  draw(text: string, x: number, y: number, width: number, align: Align, style: TextStyle = {}) {
    this.use(style);
    const pieces = this.pieces(text);
    const widths = pieces.map((piece) => this.doc.widthOfString(piece, WHOLE_RUN));
    const total = widths.reduce((a, b) => a + b, 0);
    const left =
      align === 'center'
        ? x + (width - total) / 2
        : (align === 'start') === (this.direction === 'ltr')
          ? x
          : x + width - total;
    let cursor = left;
    pieces.forEach((piece, i) => {
      this.doc.text(piece, cursor, y, WHOLE_RUN);
      cursor += widths[i] ?? 0;
    });
  }

  /** Breaks `text` into lines of at most `width` (words in logical order; a long word stays whole). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const words = text.split(/\s+/u).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, style) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }
}
