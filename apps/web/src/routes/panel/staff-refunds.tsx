import { isStaffRole, StaffRefundsScreen } from '../../features/staff';
import { useI18n } from '../../lib/i18n/i18n-context';
import { RoleGate } from './therapist-role-gate';
import '../../styles/commerce.css';

/** Support and admin: refunds of unused sessions; anyone else goes to the dashboard. */
export function Component() {
  const { locale } = useI18n();
  return (
    <RoleGate allow={isStaffRole} fallback={`/${locale}/panel/dashboard`}>
      {() => <StaffRefundsScreen />}
    </RoleGate>
  );
}
