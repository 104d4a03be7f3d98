import type { TherapistSummary } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { initialsOf, ownPhoto, therapistName } from '../../../lib/therapist-text';

/** The therapist's photo when the product serves one, else their initials; decorative. */
export function TherapistAvatar({ therapist }: { therapist: TherapistSummary }) {
  const { locale } = useI18n();
  const photo = ownPhoto(therapist.photo_url);
  if (photo) return <img className="therapist-avatar" src={photo} alt="" aria-hidden="true" />;
  return (
    <span className="therapist-avatar" aria-hidden="true">
      {initialsOf(therapistName(therapist, locale))}
    </span>
  );
}
