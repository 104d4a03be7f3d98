import { LOCALES } from '../../common/locale';
import { CRISIS_PHRASES } from './crisis-phrases';
import { normalizeForMatching } from './normalize-text';

/** Every phrase of every language, normalised once: a Persian speaker may write in English. */
const PATTERNS = LOCALES.flatMap((locale) => CRISIS_PHRASES[locale]).map((phrase) => {
  const normalized = normalizeForMatching(phrase);
  return { normalized, padded: ` ${normalized} ` };
});

/**
 * Whether a message a client wrote (to the assistant or in the messenger) contains a crisis
 * phrase. Matches whole words: "suicide" in "suicidesquad" does not count, "خودکشی" inside a
 * sentence does. Pure: the crisis module decides what to do with a match.
 */
export function detectCrisis(text: string): { crisis: boolean } {
  const padded = ` ${normalizeForMatching(text)} `;
  return { crisis: PATTERNS.some((pattern) => padded.includes(pattern.padded)) };
}
