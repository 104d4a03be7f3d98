import { toLatinDigits } from '@ravan/contract';
import type { StaffSessionFilter } from '../api/staff-session-keys';

export type FilterField = 'client' | 'therapist_id';
export type FilterResult =
  | { filter: StaffSessionFilter }
  | { errors: Partial<Record<FilterField | 'form', 'invalid' | 'missing'>> };

/** The longest client search term the contract takes. */
const TERM_MAX = 100;

const parseId = (text: string | null | undefined): number | 'invalid' | undefined => {
  const value = toLatinDigits(text ?? '')
    .trim()
    .replace(/^#/, '');
  if (!value) return undefined;
  return /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : 'invalid';
};

const parseTerm = (text: string | null | undefined): string | 'invalid' | undefined => {
  const value = toLatinDigits(text ?? '').trim();
  if (!value) return undefined;
  return value.length <= TERM_MAX ? value : 'invalid';
};

/**
 * What was typed in the search (Persian digits are fine): the client's id, email, phone or
 * name, a therapist id (a leading "#" is fine), or both; at least one.
 */
export function readFilter(input: Partial<Record<FilterField, string | null>>): FilterResult {
  const filter: StaffSessionFilter = {};
  const errors: Partial<Record<FilterField | 'form', 'invalid' | 'missing'>> = {};
  const client = parseTerm(input.client);
  if (client === 'invalid') errors.client = 'invalid';
  else if (client !== undefined) filter.client = client;
  const therapist = parseId(input.therapist_id);
  if (therapist === 'invalid') errors.therapist_id = 'invalid';
  else if (therapist !== undefined) filter.therapist_id = therapist;
  if (Object.keys(errors).length > 0) return { errors };
  if (filter.client === undefined && filter.therapist_id === undefined) {
    return { errors: { form: 'missing' } };
  }
  return { filter };
}

/**
 * The filter kept in the address (`?client=&therapist_id=`; an older `?user_id=` link still
 * works), or null when there is none.
 */
export function filterFromSearch(search: URLSearchParams): StaffSessionFilter | null {
  const result = readFilter({
    client: search.get('client') ?? search.get('user_id'),
    therapist_id: search.get('therapist_id'),
  });
  return 'filter' in result ? result.filter : null;
}

export function searchOf(filter: StaffSessionFilter): Record<string, string> {
  const search: Record<string, string> = {};
  if (filter.client !== undefined) search.client = filter.client;
  if (filter.therapist_id !== undefined) search.therapist_id = String(filter.therapist_id);
  return search;
}
