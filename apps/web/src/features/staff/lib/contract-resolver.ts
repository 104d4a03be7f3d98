import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z, type Output, type Schema } from '@ravan/contract';

/** Form text turned into a request body, with message keys for the fields it could not read. */
export interface Conversion {
  body: unknown;
  errors: Record<string, string>;
}

/** `{ 'prices.rial': m }` → `{ prices: { rial: { message: m } } }`; a parent keeps its children. */
export function nestErrors(flat: Record<string, string>): FieldErrors {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = root;
    for (const part of parts) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    Object.assign(node, { type: 'validate', message } satisfies FieldError);
  }
  return root as FieldErrors;
}

/**
 * A react-hook-form resolver: the typed values become the contract's body (`toBody`), which the
 * contract's own schema checks — the rules the server applies, with their `v.*` message keys.
 * An issue lands on the field `fieldOf` names for its path (by default its first segment); the
 * first message per field wins, and what `toBody` could not read comes before the schema's.
 * The form's submit handler receives the parsed body.
 */
export function contractResolver<V extends FieldValues, S extends Schema>(
  schema: S,
  toBody: (values: V) => Conversion,
  fieldOf: (path: readonly PropertyKey[], body: unknown) => string = (path) =>
    String(path[0] ?? ''),
): Resolver<V, unknown, Output<S>> {
  return async (values) => {
    const { body, errors } = toBody(values);
    const found: Record<string, string> = { ...errors };
    const result = z.safeParse(schema, body);
    if (!result.success) {
      for (const issue of result.error.issues) found[fieldOf(issue.path, body)] ??= issue.message;
    }
    if (result.success && Object.keys(found).length === 0) {
      return { values: result.data as Output<S>, errors: {} };
    }
    return { values: {}, errors: nestErrors(found) as FieldErrors<V> };
  };
}

/** The message set on a group itself (`sessions`), not on one of its fields (`sessions.c12`). */
export function groupMessage(node: unknown): string | undefined {
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
