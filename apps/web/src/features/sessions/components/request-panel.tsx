import { useEffect, useRef } from 'react';
import { SESSION_MINUTES, SUPPORT_CALLBACK_HOURS, type SessionRequestView } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useCycles } from '../api/list-cycles';
import { useDoctors } from '../api/list-doctors';
import { useUserTimes } from '../api/get-user-times';
import { ANY_THERAPIST, NEW_CYCLE, type RequestFormValues } from '../lib/request-form';
import { RequestForm } from './request-form';

/** The request part of the sessions screen: loads what the form starts from, then shows it. */
export function RequestPanel({
  closeTo,
  therapistId,
  onDone,
}: {
  closeTo: string;
  /** Preselected from `?therapist=` (the calendar links here). */
  therapistId: string | null;
  onDone: (request: SessionRequestView) => void;
}) {
  const { t } = useI18n();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cycles = useCycles();
  const doctors = useDoctors();
  // The preferred times saved last time, if any; a failure just starts from an empty grid.
  const userTimes = useUserTimes();
  useEffect(() => titleRef.current?.focus(), []);

  const therapists = (doctors.data ?? []).filter((doctor) => !doctor.is_evaluator);
  const ready = cycles.data && doctors.data && !userTimes.isPending;
  const defaults: RequestFormValues | null = ready
    ? {
        cycle: cycles.data[0] ? String(cycles.data[0].id) : NEW_CYCLE,
        category: '',
        description: '',
        therapist: therapists.some((doctor) => String(doctor.id) === therapistId)
          ? String(therapistId)
          : ANY_THERAPIST,
        sessions: '1',
        times: userTimes.data ?? [],
        note: '',
      }
    : null;

  return (
    <section className="card stack request-panel" aria-labelledby="request-title">
      <header>
        <h2 id="request-title" ref={titleRef} tabIndex={-1}>
          {t('sessions.form.title')}
        </h2>
        <p className="muted">
          {t('sessions.form.intro', {
            minutes: SESSION_MINUTES,
            hours: SUPPORT_CALLBACK_HOURS.sessionRequest,
          })}
        </p>
      </header>
      {cycles.isError || doctors.isError ? (
        <div className="stack" role="alert">
          <p>{t('sessions.loadFailed')}</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                void cycles.refetch();
                void doctors.refetch();
              }}
            >
              {t('sessions.retry')}
            </Button>
          </div>
        </div>
      ) : defaults && cycles.data ? (
        <RequestForm
          cycles={cycles.data}
          therapists={therapists}
          defaults={defaults}
          closeTo={closeTo}
          onDone={onDone}
        />
      ) : (
        <LoadingBlock label={t('app.loading')} />
      )}
    </section>
  );
}
