import { weekdayOrder } from '@ravan/contract';
import { describe, expect, it } from 'vitest';
import { periodsByWeekday } from './preferred-times';

describe('periodsByWeekday', () => {
  const times = [
    { weekday: 1, period: 'night' as const },
    { weekday: 6, period: 'afternoon' as const },
    { weekday: 1, period: 'morning' as const },
    { weekday: 6, period: 'morning' as const },
    { weekday: 1, period: 'morning' as const },
  ];

  it('starts the week on Saturday in fa and puts the periods in the day’s order', () => {
    expect(periodsByWeekday(times, weekdayOrder('fa'))).toEqual([
      { weekday: 6, periods: ['morning', 'afternoon'] },
      { weekday: 1, periods: ['morning', 'night'] },
    ]);
  });

  it('starts on Monday in en and leaves out days without a period', () => {
    expect(periodsByWeekday(times, weekdayOrder('en')).map((entry) => entry.weekday)).toEqual([
      1, 6,
    ]);
  });
});
