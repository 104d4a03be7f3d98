import { toLatinDigits } from '@ravan/contract';
import type { StaffSessionFilter } from '../api/staff-session-keys';

export type FilterField = 'user_id' | 'therapist_id';
export type FilterResult =
  | { filter: StaffSessionFilter }
  | { errors: Partial<Record<FilterField | 'form', 'invalid' | 'missing'>> };

const FIELDS: readonly FilterField[] = ['user_id', 'therapist_id'];

const parseId = (text: string | null | undefined): number | 'invalid' | undefined => {
  const value = toLatinDigits(text ?? '')
    .trim()
    .replace(/^#/, '');
  if (!value) return undefined;
  return /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : 'invalid';
};

/**
 * What was typed in the search (Persian digits and a leading "#" are fine): a client id, a
 * therapist id or both; at least one, each a positive whole number.
 */
export function readFilter(input: Partial<Record<FilterField, string | null>>): FilterResult {
  const filter: StaffSessionFilter = {};
  const errors: Partial<Record<FilterField | 'form', 'invalid' | 'missing'>> = {};
  for (const field of FIELDS) {
    const id = parseId(input[field]);
    if (id === 'invalid') errors[field] = 'invalid';
    else if (id !== undefined) filter[field] = id;
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (filter.user_id === undefined && filter.therapist_id === undefined) {
    return { errors: { form: 'missing' } };
  }
  return { filter };
}

/** The filter kept in the address (`?user_id=&therapist_id=`), or null when there is none. */
export function filterFromSearch(search: URLSearchParams): StaffSessionFilter | null {
  const result = readFilter({
    user_id: search.get('user_id'),
    therapist_id: search.get('therapist_id'),
  });
  return 'filter' in result ? result.filter : null;
}

export function searchOf(filter: StaffSessionFilter): Record<string, string> {
  const search: Record<string, string> = {};
  for (const field of FIELDS) {
    const id = filter[field];
    if (id !== undefined) search[field] = String(id);
  }
  return search;
}
