import { createIcuCatalogue, type IcuValues, type Locale } from '@ravan/contract';
import { en } from './en';
import { fa, type CopyKey } from './fa';

export type { CopyKey };

const catalogue = createIcuCatalogue<CopyKey>({ fa, en });

/**
 * The server's copy for `key` in `locale` (copy/fa.ts is the source). Each message is compiled
 * once per language and kept; a missing argument throws rather than sending a half sentence.
 */
export function t(locale: Locale, key: CopyKey, values?: IcuValues): string {
  return catalogue.format(locale, key, values);
}

/** ICU `select` takes words: a yes/no fact as the case name the catalogue uses. */
export const yesNo = (fact: boolean): 'yes' | 'no' => (fact ? 'yes' : 'no');

/** Lines as a plain-text bullet list (a layout, so it stays out of the catalogue). */
export const bulletList = (lines: string[]): string => lines.map((line) => `- ${line}`).join('\n');
