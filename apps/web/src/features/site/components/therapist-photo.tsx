import type { TherapistSummary } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { initialsOf, monogramHue, ownPhoto, therapistName } from '../../../lib/therapist-text';

/** The therapist's photo, or a monogram of their initials on a calm colour of their own. */
export function TherapistPhoto({ therapist }: { therapist: TherapistSummary }) {
  const { locale } = useI18n();
  const photo = ownPhoto(therapist.photo_url);
  if (photo) return <img className="site-photo" src={photo} alt="" />;
  return (
    <span
      className="site-photo site-monogram"
      aria-hidden="true"
      style={{ '--monogram-hue': monogramHue(therapist.id) } as React.CSSProperties}
    >
      {initialsOf(therapistName(therapist, locale))}
    </span>
  );
}
