import { describe, expect, it } from 'vitest';
import { filterFromSearch, readFilter, searchOf } from './session-filter';

describe('readFilter', () => {
  it('takes a client (id, email, phone or name), a therapist id or both', () => {
    expect(readFilter({ client: '12', therapist_id: '' })).toEqual({ filter: { client: '12' } });
    expect(readFilter({ client: ' ', therapist_id: '#3' })).toEqual({
      filter: { therapist_id: 3 },
    });
    expect(readFilter({ client: ' ۰۹۱۲ ۱۲۳ ', therapist_id: '3' })).toEqual({
      filter: { client: '0912 123', therapist_id: 3 },
    });
    expect(readFilter({ client: 'Sara@Example.com' })).toEqual({
      filter: { client: 'Sara@Example.com' },
    });
    expect(readFilter({ client: 'شیرین' })).toEqual({ filter: { client: 'شیرین' } });
  });

  it('refuses a therapist id that is not a positive whole number, a too long term, and an empty search', () => {
    expect(readFilter({ therapist_id: '0' })).toEqual({ errors: { therapist_id: 'invalid' } });
    expect(readFilter({ client: 'x'.repeat(101), therapist_id: '1.5' })).toEqual({
      errors: { client: 'invalid', therapist_id: 'invalid' },
    });
    expect(readFilter({ client: '', therapist_id: null })).toEqual({
      errors: { form: 'missing' },
    });
  });
});

describe('the filter in the address', () => {
  it('round-trips, keeps older user_id links, and is absent without a search', () => {
    const filter = { client: 'sara@example.com', therapist_id: 2 };
    expect(filterFromSearch(new URLSearchParams(searchOf(filter)))).toEqual(filter);
    expect(filterFromSearch(new URLSearchParams('user_id=7'))).toEqual({ client: '7' });
    expect(filterFromSearch(new URLSearchParams(''))).toBeNull();
    expect(filterFromSearch(new URLSearchParams('therapist_id=x'))).toBeNull();
  });
});
