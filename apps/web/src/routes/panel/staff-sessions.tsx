import { systemTimeZone } from '@ravan/contract';
import { RoleGate } from '../../app/shell/role-gate';
import { isStaffRole } from '../../app/shell/roles';
import { StaffSessionsScreen } from '../../features/staff';
import '../../styles/commerce.css';

/** Support and admin only; times read in the staff member's own zone and calendar. */
export function Component() {
  return (
    <RoleGate allow={isStaffRole}>
      {(profile) => (
        <StaffSessionsScreen tz={profile.tz || systemTimeZone()} calendar={profile.calendar} />
      )}
    </RoleGate>
  );
}
