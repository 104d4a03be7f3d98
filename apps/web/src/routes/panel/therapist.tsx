import { RoleGate } from '../../app/shell/role-gate';
import { isTherapistRole } from '../../app/shell/roles';
import { TherapistConsoleScreen } from '../../features/therapist-console';
import '../../styles/commerce.css';

/** The therapist's console; anyone else goes to the dashboard (the server answers them 403). */
export function Component() {
  return (
    <RoleGate allow={isTherapistRole}>
      {(profile) => <TherapistConsoleScreen calendar={profile.calendar} />}
    </RoleGate>
  );
}
