import { describe, expect, it } from 'vitest';
import { filterOptions, normalizeSearch } from './combobox-field';

const zones = [
  { value: 'America/New_York', label: 'America/New York', detail: 'Eastern Time' },
  { value: 'Asia/Tehran', label: 'Asia/Tehran', detail: 'وقت ایران', keywords: 'GMT+3:30' },
  { value: 'Europe/Berlin', label: 'Europe/Berlin', detail: 'Central European Time' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
];

describe('combobox search', () => {
  it('ignores case, accents, underscores and Arabic letter variants', () => {
    expect(normalizeSearch('New_York')).toBe('new york');
    expect(normalizeSearch('Åland')).toBe('aland');
    expect(normalizeSearch('كرمانشاه')).toBe(normalizeSearch('کرمانشاه'));
    expect(normalizeSearch('آلمان')).toBe(normalizeSearch('المان'));
    expect(normalizeSearch('می‌خواهم')).toBe('میخواهم');
  });

  it('puts options that start with the text first, then those that contain it anywhere', () => {
    expect(filterOptions(zones, 'asia').map((zone) => zone.value)).toEqual([
      'Asia/Tehran',
      'Asia/Tokyo',
    ]);
    expect(filterOptions(zones, 'new york').map((zone) => zone.value)).toEqual([
      'America/New_York',
    ]);
    expect(filterOptions(zones, 'ایران').map((zone) => zone.value)).toEqual(['Asia/Tehran']);
    expect(filterOptions(zones, '3:30').map((zone) => zone.value)).toEqual(['Asia/Tehran']);
    expect(filterOptions(zones, 'europe').map((zone) => zone.value)).toEqual(['Europe/Berlin']);
    expect(filterOptions(zones, '')).toHaveLength(4);
    expect(filterOptions(zones, 'zzz')).toEqual([]);
  });
});
