import { toLatinDigits } from '../../time/digits';

/**
 * Folds the ways one Persian or English phrase can be typed into one form before matching:
 * Arabic yeh and kaf to Persian ones, teh marbuta and heh with hamza to heh, alef variants to
 * alef, diacritics and tatweel removed, the zero-width non-joiner and joiner dropped (people type
 * «نمی‌خوام», «نمیخوام» and «نمی خوام» alike, so the verb prefixes می/نمی are joined to their verb
 * too), Persian and Arabic digits to Latin, lower case, runs of spaces and punctuation to one space.
 */
export function normalizeForMatching(text: string): string {
  return (
    toLatinDigits(text)
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/[ةۀ]/g, 'ه')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ؤ/g, 'و')
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[\u200C\u200D]/g, '')
      // Apostrophes stay inside words ("don't"); other punctuation separates them.
      .replace(/[’‘`]/g, "'")
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()
      .replace(/(^| )(ن?می) (?=\p{L})/gu, '$1$2')
  );
}
