import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type Direction = 'rtl' | 'ltr';

/**
 * fontkit (pdfkit's font engine) detects a run's script from its first character that is not
 * Common or Inherited, and lays a right-to-left script out reversed (visual order). Persian
 * digits and the Arabic thousands separator count as Arabic script, so it would reverse a number.
 */
const STRONG_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

function fontkitReverses(text: string): boolean {
  const first = STRONG_SCRIPT.exec(text)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
}

const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * One line of text as pieces to draw from left to right. Each piece is one directional run of the
 * Unicode Bidirectional Algorithm (UAX #9, by bidi-js), with mirrored brackets swapped, and
 * written so that fontkit — which shapes it (joined Arabic letter forms) and reverses a
 * right-to-left script by itself — puts its glyphs in visual order: a Persian word goes in
 * logical order, a number or a Latin word keeps reading left to right.
 */
export function visualPieces(text: string, direction: Direction): string[] {
  if (text.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  // bidi-js counts UTF-16 code units: every index below is one.
  const order = Array.from({ length: text.length }, (_, i) => i);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(text, embedding)) {
    const segment = order.slice(start, end + 1).reverse();
    order.splice(start, segment.length, ...segment);
  }

  const pieces: string[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const rtlLevel = (levels[run[0]!]! & 1) === 1;
    const logical = [...run].sort((a, b) => a - b);
    // Brackets at odd levels are mirrored here: fontkit does not, and Vazirmatn has no `rtlm`.
    const chars = logical.map((i) => mirrored.get(i) ?? text[i]).join('');
    // Fontkit reverses iff the script is right-to-left; we want reversal iff the level is odd.
    pieces.push(rtlLevel === fontkitReverses(chars) ? chars : reversed(chars));
    run = [];
  };
  for (const index of order) {
    const previous = run[run.length - 1];
    const sameRun =
      previous !== undefined &&
      levels[previous] === levels[index] &&
      index === previous + ((levels[index]! & 1) === 1 ? -1 : 1);
    if (!sameRun) flush();
    run.push(index);
  }
  flush();
  return pieces;
}
