import { isAdminRole, StaffPackagesScreen } from '../../features/staff';
import { useI18n } from '../../lib/i18n/i18n-context';
import { RoleGate } from './therapist-role-gate';
import '../../styles/commerce.css';

/** Admin only: packages and their prices; anyone else goes to the dashboard. */
export function Component() {
  const { locale } = useI18n();
  return (
    <RoleGate allow={isAdminRole} fallback={`/${locale}/panel/dashboard`}>
      {() => <StaffPackagesScreen />}
    </RoleGate>
  );
}
