import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Cycle, SessionRequestView, TherapistSummary, TherapyCycle } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorCode } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useCreateCycle } from '../api/create-cycle';
import { useRequestSessions } from '../api/request-sessions';
import {
  NEW_CYCLE,
  requestBodyOf,
  requestFormSchema,
  type RequestFormValues,
} from '../lib/request-form';
import { useViewer } from '../lib/viewer';
import { CycleFields } from './cycle-fields';
import { PeriodGrid } from './period-grid';
import { RequestProblem, type RequestProblemCode } from './request-problem';
import { TherapistChoice } from './therapist-choice';

const FIELDS = ['category', 'description', 'sessions', 'times', 'note'] as const;
const PROBLEMS = new Set(['no_package', 'request_profile_incomplete']);
const COUNT_CODES = new Set(['not_enough_sessions', 'min_one_session']);

/** SPEC.md §7 user/sessions/request: subject, therapist, number of sessions, preferred times, note. */
export function RequestForm({
  cycles,
  therapists,
  defaults,
  closeTo,
  onDone,
}: {
  cycles: readonly Cycle[];
  therapists: readonly TherapistSummary[];
  defaults: RequestFormValues;
  closeTo: string;
  onDone: (request: SessionRequestView) => void;
}) {
  const { t, tMessage } = useI18n();
  const viewer = useViewer();
  const snackbar = useSnackbar();
  const createCycle = useCreateCycle();
  const requestSessions = useRequestSessions();
  const [problem, setProblem] = useState<{ code: RequestProblemCode; text: string } | null>(null);
  const form = useForm<RequestFormValues>({
    resolver: zodResolver(requestFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { register, control, handleSubmit, setError, setValue } = form;
  const cycleChoice = useWatch({ control, name: 'cycle' });
  const description = useWatch({ control, name: 'description' });
  const errors = form.formState.errors;
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      let cycleId = Number(values.cycle);
      if (values.cycle === NEW_CYCLE) {
        const category = values.category as TherapyCycle;
        cycleId = (await createCycle.mutateAsync({ category, description: values.description })).id;
        // Saved now: a second try must not describe the same subject twice.
        setValue('cycle', String(cycleId));
      }
      const result = await requestSessions.mutateAsync(requestBodyOf(values, cycleId));
      snackbar.show(result.message ?? tMessage('ok.session_request'), 'success');
      onDone(result.data);
    } catch (error) {
      const text = applyServerErrors(error, setError, FIELDS) ?? t('error.network');
      const code = errorCode(error) ?? '';
      if (COUNT_CODES.has(code)) setError('sessions', { type: 'server', message: text });
      if (PROBLEMS.has(code)) setProblem({ code: code as RequestProblemCode, text });
      snackbar.show(text, 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-labelledby="request-title">
      {problem ? <RequestProblem {...problem} /> : null}
      <CycleFields
        cycles={cycles}
        register={register}
        errors={errors}
        choice={cycleChoice}
        descriptionLength={description.trim().length}
      />
      <TherapistChoice therapists={therapists} field={register('therapist')} />
      <TextField
        label={t('sessions.form.count')}
        hint={t('sessions.form.countHint')}
        inputMode="numeric"
        autoComplete="off"
        className="count-input"
        error={message(errors.sessions?.message)}
        {...register('sessions')}
      />
      <Controller
        control={control}
        name="times"
        render={({ field, fieldState }) => (
          <PeriodGrid
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
            tz={viewer.tz}
          />
        )}
      />
      <TextareaField
        label={t('sessions.form.note')}
        rows={3}
        error={message(errors.note?.message)}
        {...register('note')}
      />
      <div className="form-actions">
        <Button type="submit" busy={createCycle.isPending || requestSessions.isPending}>
          {t('sessions.form.submit')}
        </Button>
        <Link className="btn btn-ghost" to={closeTo}>
          {t('sessions.form.cancel')}
        </Link>
      </div>
    </form>
  );
}
