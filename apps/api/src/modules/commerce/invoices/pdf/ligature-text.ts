const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

interface EmbeddedFontInternals {
  /** pdfkit: glyph id → the code points the glyph stands for; written out as the ToUnicode map. */
  unicode?: (number[] | undefined)[];
}

/**
 * A Persian ligature (lam-alef «لا», heh with hamza «هٔ») is one glyph standing for two letters,
 * which pdfkit records in logical order. Text extractors (poppler's pdftotext, pdf.js) read a
 * right-to-left word by reversing its glyphs and the letters each glyph stands for, so «اقلام»
 * would come back as «اقالم». Recording the letters of such glyphs reversed makes them come back
 * in the order they were typed. Call after the last text is drawn and before `doc.end()`.
 *
 * This reaches into pdfkit's embedded fonts (`_fontFamilies`, `unicode`), which pdfkit does not
 * expose; the invoice tests extract the text with pdftotext and would catch a change there.
 */
export function recordLigaturesForExtraction(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontInternals> })
    ._fontFamilies;
  for (const font of new Set(Object.values(families ?? {}))) {
    const map = font.unicode;
    if (!map) continue;
    map.forEach((codePoints, gid) => {
      if (
        codePoints &&
        codePoints.length > 1 &&
        codePoints.every((cp) => ARABIC_SCRIPT.test(String.fromCodePoint(cp)))
      ) {
        map[gid] = [...codePoints].reverse();
      }
    });
  }
}
