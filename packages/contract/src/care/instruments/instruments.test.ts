import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, instrumentById } from './index';
import type { Instrument } from './instrument';
import { IncompleteAnswersError, InvalidAnswerError, scoreInstrument } from './score-instrument';

const all = (instrument: Instrument, value: number) =>
  Object.fromEntries(instrument.items.map((item) => [item.id, value]));
const byId = (id: string) => {
  const instrument = instrumentById(id);
  if (!instrument) throw new Error(`no instrument ${id}`);
  return instrument;
};

/** Every total the instrument can reach: the sums of one option value per item, times its multiplier. */
function reachableTotals(
  instrument: Instrument,
  itemIds: readonly string[] = instrument.items.map((i) => i.id),
  multiplier = 1,
) {
  let sums = new Set([0]);
  for (const id of itemIds) {
    const item = instrument.items.find((candidate) => candidate.id === id)!;
    const values = instrument.optionSets[item.options]!.map((option) => option.value);
    sums = new Set([...sums].flatMap((sum) => values.map((value) => sum + value)));
  }
  return [...sums].map((sum) => sum * multiplier);
}

describe('instrument data', () => {
  it('ships PHQ-9, GAD-7, WHO-5, DASS-21, PCL-5 and AUDIT with their published item counts', () => {
    expect(INSTRUMENTS.map((instrument) => [instrument.id, instrument.items.length])).toEqual([
      ['phq9', 9],
      ['gad7', 7],
      ['who5', 5],
      ['dass21', 21],
      ['pcl5', 20],
      ['audit', 10],
    ]);
  });

  it.each(INSTRUMENTS.map((instrument) => [instrument.id, instrument] as const))(
    '%s: every text in fa and en, unique item ids, known option sets, a source and licence',
    (_id, instrument) => {
      const texts = [
        instrument.title,
        instrument.shortTitle,
        instrument.instructions,
        ...instrument.items.map((item) => item.text),
        ...Object.values(instrument.optionSets).flatMap((set) => set.map((option) => option.label)),
        ...(instrument.scoring.bands ?? []).flatMap((band) => [band.label, band.interpretation]),
        ...(instrument.scoring.subscales ?? []).flatMap((subscale) => [
          subscale.title,
          ...(subscale.bands ?? []).flatMap((band) => [band.label, band.interpretation]),
        ]),
      ];
      for (const text of texts) {
        expect(text.fa.trim()).not.toBe('');
        expect(text.en.trim()).not.toBe('');
        expect(text.fa).toMatch(/[\u0600-\u06FF]/);
        // Persian copy uses Persian digits, never Latin ones (names like PHQ-9 aside).
        expect(text.fa.replace(/\b[A-Z][A-Z-]*\d+\b|\([A-E]\)/g, '')).not.toMatch(/[0-9]/);
      }
      const ids = instrument.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of instrument.items)
        expect(instrument.optionSets[item.options]).toBeDefined();
      for (const subscale of instrument.scoring.subscales ?? [])
        for (const id of subscale.items) expect(ids).toContain(id);
      expect(instrument.source.citation.length).toBeGreaterThan(20);
      expect(instrument.source.licence.length).toBeGreaterThan(10);
    },
  );

  it.each(INSTRUMENTS.map((instrument) => [instrument.id, instrument] as const))(
    '%s: every reachable score falls in exactly one band',
    (_id, instrument) => {
      const checks: { bands: NonNullable<Instrument['scoring']['bands']>; totals: number[] }[] = [];
      if (instrument.scoring.bands)
        checks.push({
          bands: instrument.scoring.bands,
          totals: reachableTotals(instrument, undefined, instrument.scoring.multiplier ?? 1),
        });
      for (const subscale of instrument.scoring.subscales ?? [])
        if (subscale.bands)
          checks.push({
            bands: subscale.bands,
            totals: reachableTotals(instrument, subscale.items, subscale.multiplier ?? 1),
          });
      expect(checks.length).toBeGreaterThan(0);
      for (const { bands, totals } of checks)
        for (const total of totals)
          expect(bands.filter((band) => total >= band.min && total <= band.max)).toHaveLength(1);
    },
  );
});

describe('scoring as published', () => {
  it('PHQ-9: 0–27 with bands at 5, 10, 15 and 20; item 9 above 0 is a risk answer', () => {
    const phq9 = byId('phq9');
    expect(scoreInstrument(phq9, all(phq9, 0))).toMatchObject({
      total: 0,
      maxTotal: 27,
      riskItems: [],
    });
    expect(scoreInstrument(phq9, all(phq9, 0)).band?.id).toBe('minimal');
    expect(scoreInstrument(phq9, all(phq9, 3)).band?.id).toBe('severe');
    const bandAt = (total: number) => {
      const answers = all(phq9, 0);
      for (let index = 1; index <= 8 && total > 0; index += 1) {
        const value = Math.min(3, total);
        answers[String(index)] = value;
        total -= value;
      }
      return scoreInstrument(phq9, answers).band?.id;
    };
    expect([4, 5, 9, 10, 14, 15, 19, 20].map(bandAt)).toEqual([
      'minimal',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'moderately_severe',
      'moderately_severe',
      'severe',
    ]);
    expect(scoreInstrument(phq9, { ...all(phq9, 0), '9': 1 }).riskItems).toEqual(['9']);
  });

  it('GAD-7: 0–21, 10 is moderate', () => {
    const gad7 = byId('gad7');
    const score = scoreInstrument(gad7, { ...all(gad7, 1), '1': 3, '2': 2 });
    expect(score).toMatchObject({ total: 10, maxTotal: 21 });
    expect(score.band?.id).toBe('moderate');
  });

  it('WHO-5: the raw sum times 4, a percentage', () => {
    const who5 = byId('who5');
    expect(scoreInstrument(who5, all(who5, 3))).toMatchObject({ total: 60, maxTotal: 100 });
    expect(scoreInstrument(who5, all(who5, 1)).band?.id).toBe('likely_depression');
    // 12 × 4 = 48 is low well-being; 13 × 4 = 52 is above the cut-off of 50.
    expect(scoreInstrument(who5, { ...all(who5, 2), '1': 3, '2': 3 }).band?.id).toBe('low');
    expect(scoreInstrument(who5, { ...all(who5, 2), '1': 3, '2': 3, '3': 3 }).band?.id).toBe(
      'adequate',
    );
  });

  it('DASS-21: each subscale doubled and banded on its own cut-offs', () => {
    const dass21 = byId('dass21');
    const score = scoreInstrument(dass21, all(dass21, 1));
    expect(score.band).toBeNull();
    expect(score.subscales.map(({ id, score: value, band }) => [id, value, band?.id])).toEqual([
      ['depression', 14, 'moderate'],
      ['anxiety', 14, 'moderate'],
      ['stress', 14, 'normal'],
    ]);
    const maxed = scoreInstrument(dass21, all(dass21, 3));
    expect(maxed.subscales.map((subscale) => subscale.score)).toEqual([42, 42, 42]);
  });

  it('PCL-5: 0–80, 33 and up is a probable PTSD, with DSM-5 cluster scores', () => {
    const pcl5 = byId('pcl5');
    const below = scoreInstrument(pcl5, { ...all(pcl5, 2), '1': 0, '2': 0, '3': 0, '4': 0 });
    expect(below.total).toBe(32);
    expect(below.band?.id).toBe('below_threshold');
    const probable = scoreInstrument(pcl5, { ...all(pcl5, 2), '1': 0, '2': 0, '3': 0, '4': 1 });
    expect(probable).toMatchObject({ total: 33, maxTotal: 80 });
    expect(probable.band?.id).toBe('probable_ptsd');
    expect(probable.subscales.map((subscale) => subscale.score)).toEqual([3, 4, 14, 12]);
  });

  it('AUDIT: items 9 and 10 score 0, 2 or 4; zones at 8, 16 and 20', () => {
    const audit = byId('audit');
    const max = scoreInstrument(audit, { ...all(audit, 4) });
    expect(max).toMatchObject({ total: 40, maxTotal: 40 });
    expect(max.band?.id).toBe('zone_4');
    expect(scoreInstrument(audit, { ...all(audit, 0), '1': 4, '2': 4 }).band?.id).toBe('zone_2');
    expect(() => scoreInstrument(audit, { ...all(audit, 0), '9': 1 })).toThrow(InvalidAnswerError);
  });

  it('refuses an attempt with unanswered items, naming them', () => {
    const gad7 = byId('gad7');
    const { '3': _skipped, ...answers } = all(gad7, 1);
    expect(() => scoreInstrument(gad7, answers)).toThrow(IncompleteAnswersError);
    try {
      scoreInstrument(gad7, answers);
    } catch (error) {
      expect((error as IncompleteAnswersError).missing).toEqual(['3']);
    }
  });
});
