import { isTherapistRole, TherapistConsoleScreen } from '../../features/therapist-console';
import { useI18n } from '../../lib/i18n/i18n-context';
import { RoleGate } from './therapist-role-gate';
import '../../styles/commerce.css';

/** The therapist's console; anyone else goes to the dashboard (the server answers them 403). */
export function Component() {
  const { locale } = useI18n();
  return (
    <RoleGate allow={isTherapistRole} fallback={`/${locale}/panel/dashboard`}>
      {(profile) => <TherapistConsoleScreen calendar={profile.calendar} />}
    </RoleGate>
  );
}
