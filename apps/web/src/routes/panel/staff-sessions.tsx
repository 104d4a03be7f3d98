import { isStaffRole, StaffSessionsScreen } from '../../features/staff';
import { browserTimeZone } from '../../lib/format-zoned';
import { useI18n } from '../../lib/i18n/i18n-context';
import { RoleGate } from './therapist-role-gate';
import '../../styles/commerce.css';

/** Support and admin only; times read in the staff member's own zone and calendar. */
export function Component() {
  const { locale } = useI18n();
  return (
    <RoleGate allow={isStaffRole} fallback={`/${locale}/panel/dashboard`}>
      {(profile) => (
        <StaffSessionsScreen tz={profile.tz || browserTimeZone()} calendar={profile.calendar} />
      )}
    </RoleGate>
  );
}
