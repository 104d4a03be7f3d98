import * as z from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * The contract uses zod/mini: the same validation as classic zod, but tree-shakable, so the
 * login page ships a few KiB of it instead of ~70 (ADR 002).
 *
 * Validation messages are message keys (`v.*`), translated where they are shown: by the API's
 * error handler in the request's language, and by the web forms in the UI language.
 * A missing value reads "required"; any other failure without its own key reads "invalid".
 */
z.config({
  customError: (issue) =>
    issue.input === undefined || issue.input === null ? 'v.required' : 'v.invalid',
});

export { z };
export type Schema = $ZodType;
export type Input<S> = S extends $ZodType ? input<S> : undefined;
export type Output<S> = S extends $ZodType ? output<S> : undefined;
