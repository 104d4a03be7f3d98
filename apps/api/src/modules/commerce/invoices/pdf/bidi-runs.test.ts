import { describe, expect, it } from 'vitest';
import { visualPieces } from './bidi-runs';

describe('visualPieces (what fontkit is handed, left to right)', () => {
  it('keeps a Persian phrase whole and in logical order (fontkit shapes and reverses it)', () => {
    expect(visualPieces('شیرین تهرانی', 'rtl')).toEqual(['شیرین تهرانی']);
  });

  it('puts a number left of the Persian word after it, digits pre-reversed for fontkit', () => {
    // fontkit counts Persian digits as Arabic script and reverses them: «۰۰۰٬۰۵۹» comes out as
    // «۹۵۰٬۰۰۰», reading left to right as a number should.
    expect(visualPieces('۹۵۰٬۰۰۰ تومان', 'rtl')).toEqual([' تومان', '۰۰۰٬۰۵۹']);
  });

  it('leaves Latin text and Latin digits alone', () => {
    expect(visualPieces('950,000 Toman', 'ltr')).toEqual(['950,000 Toman']);
    expect(visualPieces('$45.00', 'ltr')).toEqual(['$45.00']);
  });

  it('orders mixed runs of an English line with a Persian name', () => {
    expect(visualPieces('Client: سارا احمدی', 'ltr')).toEqual(['Client: ', 'سارا احمدی']);
  });

  it('mirrors brackets at right-to-left levels', () => {
    // Swapped here, then reversed by fontkit: «(» ends on the right of the word, opening towards it.
    expect(visualPieces('(ارزیابی)', 'rtl')).toEqual([')ارزیابی(']);
  });

  it('answers nothing for an empty string', () => {
    expect(visualPieces('', 'rtl')).toEqual([]);
  });
});
