import type { Instrument, SeverityBand } from './instrument';

export interface SubscaleScore {
  id: string;
  score: number;
  band: SeverityBand | null;
}

export interface InstrumentScore {
  /** The total after the published multiplier. */
  total: number;
  maxTotal: number;
  band: SeverityBand | null;
  subscales: SubscaleScore[];
  /** Items whose answer reached their risk threshold: the crisis path must run. */
  riskItems: string[];
}

export class IncompleteAnswersError extends Error {
  constructor(readonly missing: string[]) {
    super(`unanswered items: ${missing.join(', ')}`);
  }
}

export class InvalidAnswerError extends Error {
  constructor(readonly itemId: string) {
    super(`answer out of range for item ${itemId}`);
  }
}

function bandOf(bands: readonly SeverityBand[] | undefined, score: number): SeverityBand | null {
  return bands?.find((band) => score >= band.min && score <= band.max) ?? null;
}

function maxOf(instrument: Instrument, itemIds: readonly string[]): number {
  return itemIds.reduce((sum, id) => {
    const item = instrument.items.find((candidate) => candidate.id === id);
    const options = item ? instrument.optionSets[item.options] : undefined;
    return sum + Math.max(0, ...(options ?? []).map((option) => option.value));
  }, 0);
}

/**
 * Scores one completed attempt exactly as the instrument's publication does: the sum of the
 * answers' values, times the published multiplier, banded inclusively; subscales likewise.
 * An answer is the chosen option's value; every item must be answered with one of its values.
 */
export function scoreInstrument(
  instrument: Instrument,
  answers: Readonly<Record<string, number>>,
): InstrumentScore {
  const missing = instrument.items.filter((item) => answers[item.id] === undefined);
  if (missing.length > 0) throw new IncompleteAnswersError(missing.map((item) => item.id));
  for (const item of instrument.items) {
    const allowed = instrument.optionSets[item.options]?.map((option) => option.value) ?? [];
    if (!allowed.includes(answers[item.id]!)) throw new InvalidAnswerError(item.id);
  }
  const sumOf = (ids: readonly string[]) => ids.reduce((sum, id) => sum + answers[id]!, 0);
  const allIds = instrument.items.map((item) => item.id);
  const multiplier = instrument.scoring.multiplier ?? 1;
  const total = sumOf(allIds) * multiplier;
  const subscales = (instrument.scoring.subscales ?? []).map((subscale) => {
    const score = sumOf(subscale.items) * (subscale.multiplier ?? 1);
    return { id: subscale.id, score, band: bandOf(subscale.bands, score) };
  });
  const riskItems = instrument.items
    .filter((item) => item.riskFrom !== undefined && answers[item.id]! >= item.riskFrom)
    .map((item) => item.id);
  return {
    total,
    maxTotal: maxOf(instrument, allIds) * multiplier,
    band: bandOf(instrument.scoring.bands, total),
    subscales,
    riskItems,
  };
}
