import { describe, expect, it } from 'vitest';
import { filterFromSearch, readFilter, searchOf } from './session-filter';

describe('readFilter', () => {
  it('takes a client id, a therapist id or both', () => {
    expect(readFilter({ user_id: '12', therapist_id: '' })).toEqual({ filter: { user_id: 12 } });
    expect(readFilter({ user_id: ' ', therapist_id: '#3' })).toEqual({
      filter: { therapist_id: 3 },
    });
    expect(readFilter({ user_id: '۱۲', therapist_id: '3' })).toEqual({
      filter: { user_id: 12, therapist_id: 3 },
    });
  });

  it('refuses what is not a positive whole number, and an empty search', () => {
    expect(readFilter({ user_id: '0' })).toEqual({ errors: { user_id: 'invalid' } });
    expect(readFilter({ user_id: 'abc', therapist_id: '1.5' })).toEqual({
      errors: { user_id: 'invalid', therapist_id: 'invalid' },
    });
    expect(readFilter({ user_id: '', therapist_id: null })).toEqual({
      errors: { form: 'missing' },
    });
  });
});

describe('the filter in the address', () => {
  it('round-trips, and is absent without ids', () => {
    const filter = { user_id: 7, therapist_id: 2 };
    expect(filterFromSearch(new URLSearchParams(searchOf(filter)))).toEqual(filter);
    expect(filterFromSearch(new URLSearchParams(''))).toBeNull();
    expect(filterFromSearch(new URLSearchParams('user_id=x'))).toBeNull();
  });
});
