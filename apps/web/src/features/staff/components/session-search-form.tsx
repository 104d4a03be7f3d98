import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { StaffSessionFilter } from '../api/staff-session-keys';
import { readFilter, type FilterResult } from '../lib/session-filter';

type Errors = Extract<FilterResult, { errors: unknown }>['errors'];

/** Find sessions by the client (id, email, phone or name), the therapist's id, or both. */
export function SessionSearchForm({
  initial,
  busy,
  onSearch,
}: {
  initial: StaffSessionFilter | null;
  busy: boolean;
  onSearch: (filter: StaffSessionFilter) => void;
}) {
  const { t } = useI18n();
  const [client, setClient] = useState(initial?.client ?? '');
  const [therapist, setTherapist] = useState(initial?.therapist_id?.toString() ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const invalid = t('staffSessions.search.invalidId');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = readFilter({ client, therapist_id: therapist });
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSearch(result.filter);
  };

  return (
    <form
      className="card stack"
      onSubmit={onSubmit}
      noValidate
      role="search"
      aria-label={t('staffSessions.search.label')}
    >
      <div className="staff-session-search">
        <TextField
          label={t('staffSessions.search.client')}
          placeholder={t('staffSessions.search.clientPlaceholder')}
          autoComplete="off"
          dir="auto"
          value={client}
          error={errors.client ? t('staffSessions.search.tooLong') : undefined}
          onChange={(event) => setClient(event.target.value)}
        />
        <TextField
          label={t('staffSessions.search.therapistId')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={therapist}
          error={errors.therapist_id ? invalid : undefined}
          onChange={(event) => setTherapist(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('staffSessions.search.submit')}
        </Button>
      </div>
      {errors.form ? (
        <p className="field-error" role="alert">
          {t('staffSessions.search.missing')}
        </p>
      ) : null}
    </form>
  );
}
