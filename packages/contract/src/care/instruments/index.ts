import { audit } from './audit';
import { dass21 } from './dass21';
import { gad7 } from './gad7';
import type { Instrument } from './instrument';
import { pcl5 } from './pcl5';
import { phq9 } from './phq9';
import { who5 } from './who5';

export type * from './instrument';
export * from './score-instrument';

/** Every instrument the product ships, by id. Content is data: see docs/care-content.md. */
export const INSTRUMENTS: readonly Instrument[] = [phq9, gad7, who5, dass21, pcl5, audit];

export function instrumentById(id: string): Instrument | undefined {
  return INSTRUMENTS.find((instrument) => instrument.id === id);
}
