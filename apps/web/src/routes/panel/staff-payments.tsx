import { RoleGate } from '../../app/shell/role-gate';
import { isStaffRole } from '../../app/shell/roles';
import { StaffPaymentsScreen } from '../../features/staff';
import '../../styles/commerce.css';
import '../../styles/staff.css';

/** Support and admin only: anyone else goes to the dashboard (the server answers them 403). */
export function Component() {
  return <RoleGate allow={isStaffRole}>{() => <StaffPaymentsScreen />}</RoleGate>;
}
