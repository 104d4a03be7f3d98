import { describe, expect, it } from 'vitest';
import {
  JOURNEY_NEXT_STEPS,
  JOURNEY_STATES,
  JOURNEY_TRANSITIONS,
  canMoveJourney,
  type JourneyState,
} from './journey-states';

describe('journey states', () => {
  it('walks the whole path forward, one legal move at a time', () => {
    const path: JourneyState[] = [
      'started',
      'surveyed',
      'matched',
      'evaluation_booked',
      'evaluated',
      'package_chosen',
      'paid',
      'session_requested',
      'session_booked',
    ];
    for (let index = 1; index < path.length; index += 1)
      expect(canMoveJourney(path[index - 1]!, path[index]!)).toBe(true);
  });

  it('refuses the moves that skip what must happen first', () => {
    expect(canMoveJourney('started', 'paid')).toBe(false);
    expect(canMoveJourney('surveyed', 'session_booked')).toBe(false);
    expect(canMoveJourney('evaluation_booked', 'paid')).toBe(false);
    expect(canMoveJourney('cancelled', 'paid')).toBe(false);
  });

  it('lets any state be cancelled and a cancelled journey start again', () => {
    for (const state of JOURNEY_STATES.filter((candidate) => candidate !== 'cancelled'))
      expect(canMoveJourney(state, 'cancelled')).toBe(true);
    expect(JOURNEY_TRANSITIONS.cancelled).toEqual(['started']);
  });

  it('names a next step for every state, and every move stays inside the states', () => {
    for (const state of JOURNEY_STATES) {
      expect(JOURNEY_NEXT_STEPS[state]).toMatch(/^[a-z_]+$/);
      for (const target of JOURNEY_TRANSITIONS[state]) expect(JOURNEY_STATES).toContain(target);
      expect(JOURNEY_TRANSITIONS[state]).not.toContain(state);
    }
  });
});
