import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TherapistSummary } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { ANY_THERAPIST } from '../lib/request-form';
import { languagesText, therapistBio, therapistName } from '../../../lib/therapist-text';
import { TherapistAvatar } from './therapist-avatar';

/** "Any therapist" or one of the therapists (evaluators are not offered), as radio cards. */
export function TherapistChoice({
  therapists,
  field,
}: {
  therapists: readonly TherapistSummary[];
  field: UseFormRegisterReturn;
}) {
  const { t, locale } = useI18n();
  return (
    <fieldset className="field">
      <legend>{t('sessions.form.therapist')}</legend>
      <div className="choice-list">
        <label className="choice-card">
          <input type="radio" value={ANY_THERAPIST} aria-describedby="therapist-any" {...field} />
          <span className="choice-text">
            <span className="choice-name">{t('sessions.request.anyTherapist')}</span>
            <span id="therapist-any" className="muted small">
              {t('sessions.form.anyHint')}
            </span>
          </span>
        </label>
        {therapists.map((therapist) => {
          const id = `therapist-${therapist.id}`;
          return (
            <label key={therapist.id} className="choice-card">
              <input
                type="radio"
                value={String(therapist.id)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-about`}
                {...field}
              />
              <TherapistAvatar therapist={therapist} />
              <span className="choice-text">
                <span id={`${id}-name`} className="choice-name">
                  {therapistName(therapist, locale)}
                </span>
                <span id={`${id}-about`} className="small">
                  <span className="choice-bio">{therapistBio(therapist, locale)}</span>
                  <span className="muted">
                    {t('sessions.therapist.languages', {
                      languages: languagesText(therapist, locale),
                    })}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
