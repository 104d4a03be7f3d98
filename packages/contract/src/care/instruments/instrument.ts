import type { Locale } from '../../common/locale';

/** A text in both languages. Persian is the source language of the product, English complete too. */
export type Localized = Readonly<Record<Locale, string>>;

export interface ResponseOption {
  /** The score this answer adds, as the published scoring gives it. */
  readonly value: number;
  readonly label: Localized;
}

export interface InstrumentItem {
  /** Stable within an instrument version: answers are stored against it. */
  readonly id: string;
  readonly text: Localized;
  /** Key into the instrument's option sets. */
  readonly options: string;
  /**
   * A risk item (e.g. PHQ-9 item 9, thoughts of self-harm): any answer scoring at least
   * `riskFrom` sends the attempt through the crisis path, whatever the total.
   */
  readonly riskFrom?: number;
}

export interface SeverityBand {
  /** Stable key, e.g. `moderate`; the interpretation screens and statistics use it. */
  readonly id: string;
  /** Inclusive bounds on the (multiplied) score. */
  readonly min: number;
  readonly max: number;
  readonly label: Localized;
  readonly interpretation: Localized;
}

export interface Subscale {
  readonly id: string;
  readonly title: Localized;
  readonly items: readonly string[];
  /** Published multiplier (DASS-21 doubles each subscale to match the 42-item DASS). */
  readonly multiplier?: number;
  readonly bands?: readonly SeverityBand[];
}

export interface InstrumentSource {
  /** The publication that defines items and scoring. */
  readonly citation: string;
  readonly licence: string;
  /** Where the Persian wording comes from (docs/care-content.md says more). */
  readonly persianWording: string;
}

export interface Instrument {
  readonly id: string;
  readonly version: number;
  readonly title: Localized;
  readonly shortTitle: Localized;
  readonly instructions: Localized;
  readonly source: InstrumentSource;
  readonly optionSets: Readonly<Record<string, readonly ResponseOption[]>>;
  readonly items: readonly InstrumentItem[];
  readonly scoring: {
    /** Multiplier on the total (WHO-5: ×4 to a 0–100 percentage). */
    readonly multiplier?: number;
    /** Bands on the total; absent when only subscales are banded (DASS-21). */
    readonly bands?: readonly SeverityBand[];
    readonly subscales?: readonly Subscale[];
    /** When a higher score is better (WHO-5), charts read the other way. */
    readonly higherIsBetter?: boolean;
  };
}
