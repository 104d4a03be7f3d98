import { describe, expect, it } from 'vitest';
import { normalizeWallTime, sortWeekly, validateWeekly } from './weekly-ranges';

describe('normalizeWallTime', () => {
  it('reads what people type', () => {
    expect(normalizeWallTime('9')).toBe('09:00');
    expect(normalizeWallTime(' 930 ')).toBe('09:30');
    expect(normalizeWallTime('1730')).toBe('17:30');
    expect(normalizeWallTime('17.30')).toBe('17:30');
    expect(normalizeWallTime('۹:۳۰')).toBe('09:30');
    expect(normalizeWallTime('24:00')).toBe('24:00');
  });

  it('leaves what it cannot read for the check to refuse', () => {
    expect(normalizeWallTime('')).toBe('');
    expect(normalizeWallTime('noon')).toBe('noon');
    expect(normalizeWallTime('9:5')).toBe('9:5');
  });
});

describe('validateWeekly', () => {
  it('accepts ordered, separate and touching ranges, and a day that ends at 24:00', () => {
    expect(
      validateWeekly([
        { weekday: 6, start: '09:00', end: '12:00' },
        { weekday: 6, start: '12:00', end: '14:00' },
        { weekday: 0, start: '09:00', end: '12:00' },
        { weekday: 1, start: '20:00', end: '24:00' },
      ]),
    ).toEqual([]);
  });

  it('reports missing and malformed times on their field', () => {
    expect(
      validateWeekly([
        { weekday: 1, start: '', end: '10:00' },
        { weekday: 1, start: '25:00', end: '24:00' },
        { weekday: 2, start: '24:00', end: '24:00' },
      ]),
    ).toEqual([
      { index: 0, field: 'start', key: 'v.required' },
      { index: 1, field: 'start', key: 'v.invalid' },
      { index: 2, field: 'start', key: 'v.invalid' },
    ]);
  });

  it('wants the end after the start', () => {
    expect(validateWeekly([{ weekday: 3, start: '10:00', end: '10:00' }])).toEqual([
      { index: 0, field: 'end', key: 'v.end_after_start' },
    ]);
  });

  it('reports an overlap on the later range of the same weekday, whatever the row order', () => {
    expect(
      validateWeekly([
        { weekday: 2, start: '11:00', end: '13:00' },
        { weekday: 4, start: '09:00', end: '12:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '09:30', end: '10:00' },
      ]),
    ).toEqual([
      { index: 0, field: 'start', key: 'v.hours_overlap' },
      { index: 3, field: 'start', key: 'v.hours_overlap' },
    ]);
  });
});

describe('sortWeekly', () => {
  it('orders by weekday, then start', () => {
    expect(
      sortWeekly([
        { weekday: 6, start: '09:00', end: '10:00' },
        { weekday: 0, start: '14:00', end: '15:00' },
        { weekday: 0, start: '09:00', end: '10:00' },
      ]).map((range) => `${range.weekday} ${range.start}`),
    ).toEqual(['0 09:00', '0 14:00', '6 09:00']);
  });
});
