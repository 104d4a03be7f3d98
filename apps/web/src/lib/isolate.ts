/**
 * A value (a code, an id, a name) set inside a translated sentence, in Unicode first-strong
 * isolates (U+2068 … U+2069): its own direction cannot reorder the words around it, and the
 * screen checks know it is data, not an untranslated word.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
