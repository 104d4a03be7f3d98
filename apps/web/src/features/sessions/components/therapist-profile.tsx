import type { ReactNode } from 'react';
import type { TherapistSummary } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { languagesText, therapistBio, therapistName } from '../../../lib/therapist-text';
import { TherapistAvatar } from './therapist-avatar';

/** Photo or initials, name, short bio and languages: how a therapist is introduced. */
export function TherapistProfile({
  therapist,
  headingLevel = 3,
  children,
}: {
  therapist: TherapistSummary;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="therapist-profile">
      <TherapistAvatar therapist={therapist} />
      <div className="stack-tight">
        <Heading className="therapist-name">{therapistName(therapist, locale)}</Heading>
        <p className="therapist-bio">{therapistBio(therapist, locale)}</p>
        {therapist.languages.length > 0 ? (
          <p className="muted small">
            {t('sessions.therapist.languages', { languages: languagesText(therapist, locale) })}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
