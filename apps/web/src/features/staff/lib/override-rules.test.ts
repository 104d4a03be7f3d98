import { describe, expect, it } from 'vitest';
import type { ConsoleSession } from '@ravan/contract';
import { overrideAvailable } from './override-rules';

const session = (state: ConsoleSession['state'], charged: boolean) =>
  ({ state, charged }) as ConsoleSession;

describe('overrideAvailable', () => {
  it('offers a free cancel only while the session is booked', () => {
    expect(overrideAvailable('cancel_free', session('scheduled', false))).toBe(true);
    expect(overrideAvailable('cancel_free', session('cancelled', true))).toBe(false);
  });

  it('offers waiving only a charge that was made, and a reschedule always', () => {
    expect(overrideAvailable('waive_charge', session('no_show', true))).toBe(true);
    expect(overrideAvailable('waive_charge', session('scheduled', false))).toBe(false);
    expect(overrideAvailable('grant_reschedule', session('completed', false))).toBe(true);
  });
});
