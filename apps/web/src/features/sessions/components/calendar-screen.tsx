import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SelectField } from '../../../components/ui/select-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useDoctors } from '../api/list-doctors';
import { therapistName } from '../../../lib/therapist-text';
import { useViewer } from '../../auth';
import { GuestTimesNotice } from './guest-times-notice';
import { SlotPicker } from './slot-picker';
import { TherapistProfile } from './therapist-profile';
import '../sessions.css';

/**
 * SPEC.md §2 root-level calendar: a therapist's free slots a week at a time (`?doctor=ID`), in
 * the viewer's zone and calendar; without a therapist, a picker. Guests see free times too; a
 * guest who picks one is asked to sign up, and comes back here to the same slot (`?slot=`).
 */
export function CalendarScreen({ loggedIn }: { loggedIn: boolean }) {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const [search, setSearch] = useSearchParams();
  const doctors = useDoctors();
  const therapists = (doctors.data ?? []).filter((doctor) => !doctor.is_evaluator);
  const doctorId = Number(search.get('doctor'));
  const chosen = doctors.data?.find((doctor) => doctor.id === doctorId) ?? null;

  const choose = (id: string) => {
    const next = new URLSearchParams(search);
    if (id) next.set('doctor', id);
    else next.delete('doctor');
    next.delete('slot');
    setSearch(next, { replace: true });
  };
  // The chosen slot lives in the address, so sign-up can bring a guest back to it.
  const slot = search.get('slot');
  const pickSlot = (start: string) => {
    const next = new URLSearchParams(search);
    next.set('slot', start);
    setSearch(next, { replace: true });
  };
  const calendarLink = (id: number) => {
    const next = new URLSearchParams(search);
    next.set('doctor', String(id));
    return `/calendar?${next.toString()}`;
  };

  return (
    <section className="card stack calendar-card" aria-labelledby="calendar-title">
      <header>
        <h1 id="calendar-title">{t('sessions.calendar.title')}</h1>
        <p className="muted">
          {t('sessions.calendar.intro')} <bdi dir="ltr">{viewer.tz}</bdi>
        </p>
      </header>
      {doctors.isError ? (
        <div className="stack" role="alert">
          <p>{t('sessions.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={() => void doctors.refetch()}>
              {t('sessions.retry')}
            </Button>
          </div>
        </div>
      ) : !doctors.data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : (
        <>
          <SelectField
            label={t('sessions.form.therapist')}
            placeholder={t('sessions.calendar.choose')}
            options={therapists.map((doctor) => ({
              value: String(doctor.id),
              label: therapistName(doctor, locale),
            }))}
            value={chosen ? String(chosen.id) : ''}
            onChange={(event) => choose(event.target.value)}
            className="calendar-select"
          />
          {chosen ? (
            <div className="stack">
              <TherapistProfile therapist={chosen} headingLevel={2} />
              <SlotPicker
                key={chosen.id}
                therapistId={chosen.id}
                selected={slot}
                onSelect={(picked) => pickSlot(picked.start)}
              />
              {slot && !loggedIn ? <GuestTimesNotice slot={slot} /> : null}
              {loggedIn ? (
                <div>
                  <Link
                    className="btn btn-primary"
                    data-testid="calendar-request"
                    to={`/${locale}/panel/sessions/request?therapist=${chosen.id}`}
                  >
                    {t('sessions.calendar.request', { name: therapistName(chosen, locale) })}
                  </Link>
                </div>
              ) : null}
            </div>
          ) : (
            <ul className="therapist-list" aria-label={t('sessions.calendar.listLabel')}>
              {therapists.map((doctor) => (
                <li key={doctor.id} className="therapist-item">
                  <TherapistProfile therapist={doctor}>
                    <Link
                      className="btn btn-secondary"
                      to={calendarLink(doctor.id)}
                      aria-label={t('sessions.calendar.seeTimesOf', {
                        name: therapistName(doctor, locale),
                      })}
                    >
                      {t('sessions.calendar.seeTimes')}
                    </Link>
                  </TherapistProfile>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
