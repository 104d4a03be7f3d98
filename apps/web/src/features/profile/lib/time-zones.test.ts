import { describe, expect, it } from 'vitest';
import { offsetLabel, timeZoneOptions } from './time-zones';

describe('time zone options', () => {
  it('computes every zone’s offset as Intl’s own shortOffset does', () => {
    const moments = [
      new Date(Date.UTC(2026, 0, 31, 23, 30)),
      new Date(Date.UTC(2026, 2, 1, 0, 15)),
      new Date(Date.UTC(2026, 6, 15, 12, 0)),
    ];
    const disagreements: string[] = [];
    for (const now of moments) {
      for (const zone of Intl.supportedValuesOf('timeZone')) {
        const parts = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        }).formatToParts(now);
        const expected = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          timeZoneName: 'shortOffset',
        })
          .formatToParts(now)
          .find((part) => part.type === 'timeZoneName')
          ?.value.replace(/^GMT\+0$/, 'GMT');
        if (offsetLabel(parts, now) !== expected)
          disagreements.push(`${zone} ${now.toISOString()}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('labels zones in the UI language with the offset in its digits', () => {
    const tehran = timeZoneOptions('fa').find((option) => option.value === 'Asia/Tehran');
    expect(tehran?.detail).toContain('ایران');
    expect(tehran?.detail).toMatch(/GMT\+۳:۳۰/);
    expect(tehran?.keywords).toBe('GMT+3:30');
    // The Persian list computes offsets from Gregorian days too (fa-IR defaults to Solar Hijri).
    const faOffsets = timeZoneOptions('fa').map((option) => option.keywords);
    expect(faOffsets).toEqual(timeZoneOptions('en').map((option) => option.keywords));
    const newYork = timeZoneOptions('en').find((option) => option.value === 'America/New_York');
    expect(newYork?.label).toBe('America/New York');
    expect(newYork?.detail).toContain('Eastern Time');
  });
});
