import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CHIEF_COMPLAINT_MIN_LENGTH, THERAPY_CYCLES, type Cycle } from '@ravan/contract';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { NEW_CYCLE, type RequestFormValues } from '../lib/request-form';

/** The therapy subject: one the client described before, or a new one (SPEC.md §5: ≥ 20 characters). */
export function CycleFields({
  cycles,
  register,
  errors,
  choice,
  descriptionLength,
}: {
  cycles: readonly Cycle[];
  register: UseFormRegister<RequestFormValues>;
  errors: FieldErrors<RequestFormValues>;
  choice: string;
  descriptionLength: number;
}) {
  const { t, tMessage } = useI18n();
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);
  return (
    <fieldset className="field">
      <legend>{t('sessions.form.subject')}</legend>
      {cycles.length > 0 ? (
        <div className="choice-list">
          {cycles.map((cycle) => (
            <label key={cycle.id} className="choice-card">
              <input type="radio" value={String(cycle.id)} {...register('cycle')} />
              <span className="choice-text">
                <span className="choice-name">{t(`sessions.cycle.${cycle.category}`)}</span>
                <span className="choice-bio muted small" dir="auto">
                  {cycle.description}
                </span>
              </span>
            </label>
          ))}
          <label className="choice-card">
            <input type="radio" value={NEW_CYCLE} {...register('cycle')} />
            <span className="choice-text">
              <span className="choice-name">{t('sessions.form.newSubject')}</span>
            </span>
          </label>
        </div>
      ) : null}
      {choice === NEW_CYCLE ? (
        <div className="stack cycle-new">
          <SelectField
            label={t('sessions.form.category')}
            placeholder={t('sessions.form.categoryPlaceholder')}
            options={THERAPY_CYCLES.map((value) => ({
              value,
              label: t(`sessions.cycle.${value}`),
            }))}
            error={message(errors.category?.message)}
            {...register('category')}
          />
          <TextareaField
            label={t('sessions.form.description')}
            hint={t('sessions.form.descriptionHint', {
              min: CHIEF_COMPLAINT_MIN_LENGTH,
              count: descriptionLength,
            })}
            error={message(errors.description?.message)}
            {...register('description')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
