import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';
import { useSnackbar } from '../components/ui/snackbar';
import { errorText } from './error-text';
import { applyServerErrors } from './form-errors';
import { useI18n } from './i18n/i18n-context';

/** A zod object schema whose input and output are both form values. */
type FormSchema = $ZodType<FieldValues, FieldValues>;

interface SubmitOptions<V extends FieldValues, O, R> {
  defaultValues?: DefaultValues<V>;
  /** When fields are checked; 'onTouched' (after leaving a field, then as it changes) by default. */
  mode?: Mode;
  /** Sends the checked values; a rejection is a failure (an `ApiError` from the API client). */
  submit: (values: O) => Promise<R>;
  onSuccess?: (result: R, values: O) => void;
  /**
   * Fields the server's per-field messages go to (a 422's `errors`). With a schema, every key of
   * its shape by default; a message for a field the form does not show is still in the snackbar.
   */
  serverFields?: readonly Path<V>[] | ((values: O) => readonly Path<V>[]);
  /**
   * A failure the form answers in its own way (an error code on a field, a notice, closing a
   * dialog), after the per-field messages are placed. Return true to keep the snackbar quiet.
   */
  onFailure?: (error: unknown, text: string) => boolean | void;
}

export interface ContractFormOptions<S extends FormSchema, R> extends SubmitOptions<
  input<S>,
  output<S>,
  R
> {
  /** The contract's schema for the request body (or the part of it the form edits). */
  schema: S;
}

export interface ResolvedFormOptions<V extends FieldValues, O, R> extends SubmitOptions<V, O, R> {
  /** For forms whose typed values are converted before the contract's schema checks them. */
  resolver: Resolver<V, unknown, O>;
}

export interface ContractForm<V extends FieldValues, O> extends UseFormReturn<V, unknown, O> {
  /** The form's submit handler: validation, one request at a time, then success or failure. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the request is on its way (for the submit button's spinner). */
  busy: boolean;
  /** A field's error in the page's language (contract message keys and server text alike). */
  fieldError: (name: Path<V>) => string | undefined;
}

function shapeKeys(schema: FormSchema): string[] {
  const shape = (schema as { shape?: unknown }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/**
 * The set-up every form shares: react-hook-form checked by the contract's zod schema (the same
 * the API validates with), the server's 422 messages placed on their fields, the rest said in the
 * snackbar (SPEC.md §8), and a busy flag. Each form keeps only its fields and what success means.
 */
export function useContractForm<S extends FormSchema, R>({
  schema,
  serverFields,
  ...options
}: ContractFormOptions<S, R>): ContractForm<input<S>, output<S>> {
  return useResolvedForm<input<S>, output<S>, R>({
    ...options,
    resolver: zodResolver(schema as never) as unknown as Resolver<input<S>, unknown, output<S>>,
    serverFields: serverFields ?? (shapeKeys(schema) as Path<input<S>>[]),
  });
}

/** useContractForm with a resolver of the form's own (values converted before the contract checks them). */
export function useResolvedForm<V extends FieldValues, O, R>({
  resolver,
  defaultValues,
  mode = 'onTouched',
  submit,
  onSuccess,
  serverFields = [],
  onFailure,
}: ResolvedFormOptions<V, O, R>): ContractForm<V, O> {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const form = useForm<V, unknown, O>({
    resolver,
    mode,
    ...(defaultValues === undefined ? {} : { defaultValues }),
  });
  // A second Enter while the first request is out must not send it twice.
  const inFlight = useRef(false);

  const send = form.handleSubmit(async (values) => {
    try {
      const result = await submit(values);
      onSuccess?.(result, values);
    } catch (error) {
      const fields = typeof serverFields === 'function' ? serverFields(values) : serverFields;
      const text = applyServerErrors(error, form.setError, fields) ?? errorText(error, t);
      if (onFailure?.(error, text) !== true) snackbar.show(text, 'error');
    }
  });

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(event);
    } finally {
      inFlight.current = false;
    }
  };

  const errors = form.formState.errors;
  const fieldError = (name: Path<V>) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? tMessage(message) : undefined;
  };

  return { ...form, onSubmit, busy: form.formState.isSubmitting, fieldError };
}
