import type { InstrumentItem, Localized, ResponseOption, SeverityBand } from './instrument';

/** A text pair written as `[fa, en]`: the instrument files read as tables. */
export type Pair = readonly [fa: string, en: string];

export const localized = ([fa, en]: Pair): Localized => ({ fa, en });

export function optionSet(
  rows: readonly (readonly [value: number, fa: string, en: string])[],
): ResponseOption[] {
  return rows.map(([value, fa, en]) => ({ value, label: { fa, en } }));
}

export function itemsOf(
  options: string,
  rows: readonly (readonly [id: string, fa: string, en: string])[],
): InstrumentItem[] {
  return rows.map(([id, fa, en]) => ({ id, options, text: { fa, en } }));
}

export function band(
  id: string,
  [min, max]: readonly [number, number],
  label: Pair,
  interpretation: Pair,
): SeverityBand {
  return { id, min, max, label: localized(label), interpretation: localized(interpretation) };
}
