/**
 * A `datetime-local` field's value ("2026-03-01T10:30", the admin's own clock) as an ISO instant
 * for the API; '' → undefined (no limit); a value the browser could not read → 'invalid'.
 */
export function instantOf(text: string): string | undefined | 'invalid' {
  if (!text.trim()) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
}
