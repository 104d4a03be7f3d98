import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useWatch } from 'react-hook-form';
import type { Cycle, SessionRequestView, TherapistSummary, TherapyCycle } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorCode } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateCycle } from '../api/create-cycle';
import { useRequestSessions } from '../api/request-sessions';
import {
  NEW_CYCLE,
  requestBodyOf,
  requestFormSchema,
  type RequestFormValues,
} from '../lib/request-form';
import { useViewer } from '../../auth';
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
  const form = useContractForm({
    schema: requestFormSchema,
    defaultValues: defaults,
    serverFields: FIELDS,
    submit: async (values) => {
      setProblem(null);
      let cycleId = Number(values.cycle);
      if (values.cycle === NEW_CYCLE) {
        const category = values.category as TherapyCycle;
        cycleId = (await createCycle.mutateAsync({ category, description: values.description })).id;
        // Saved now: a second try must not describe the same subject twice.
        form.setValue('cycle', String(cycleId));
      }
      return requestSessions.mutateAsync(requestBodyOf(values, cycleId));
    },
    onSuccess: (result) => {
      snackbar.show(result.message ?? tMessage('ok.session_request'), 'success');
      onDone(result.data);
    },
    onFailure: (error, text) => {
      const code = errorCode(error) ?? '';
      if (COUNT_CODES.has(code)) form.setError('sessions', { type: 'server', message: text });
      if (PROBLEMS.has(code)) setProblem({ code: code as RequestProblemCode, text });
    },
  });
  const { register, control, onSubmit, busy, fieldError } = form;
  const cycleChoice = useWatch({ control, name: 'cycle' });
  const description = useWatch({ control, name: 'description' });
  const errors = form.formState.errors;

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
        error={fieldError('sessions')}
        {...register('sessions')}
      />
      <Controller
        control={control}
        name="times"
        render={({ field }) => (
          <PeriodGrid
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError('times')}
            tz={viewer.tz}
          />
        )}
      />
      <TextareaField
        label={t('sessions.form.note')}
        rows={3}
        error={fieldError('note')}
        {...register('note')}
      />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('sessions.form.submit')}
        </Button>
        <Link className="btn btn-ghost" to={closeTo}>
          {t('sessions.form.cancel')}
        </Link>
      </div>
    </form>
  );
}
