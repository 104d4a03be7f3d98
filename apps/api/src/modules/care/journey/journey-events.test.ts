import { describe, expect, it } from 'vitest';
import { JOURNEY_STATES } from '@ravan/contract';
import { JOURNEY_EVENTS, journeyEventTarget, type JourneyEvent } from './journey-events';

describe('journey events', () => {
  it('move only from the states they name, and never to where they already are', () => {
    for (const event of Object.keys(JOURNEY_EVENTS) as JourneyEvent[])
      for (const from of JOURNEY_STATES) {
        const target = journeyEventTarget(event, from);
        if (target !== null) expect(target).not.toBe(from);
      }
  });

  it('never move a booked client back because another package was paid', () => {
    expect(journeyEventTarget('package_paid', 'session_booked')).toBeNull();
    expect(journeyEventTarget('package_paid', 'session_requested')).toBeNull();
    expect(journeyEventTarget('package_paid', 'started')).toBe('paid');
  });

  it('book a session from any state but booked, and return a declined request to paid', () => {
    for (const from of JOURNEY_STATES.filter((state) => state !== 'session_booked'))
      expect(journeyEventTarget('session_booked', from)).toBe('session_booked');
    expect(journeyEventTarget('request_closed', 'session_requested')).toBe('paid');
    expect(journeyEventTarget('request_closed', 'session_booked')).toBeNull();
  });
});
