import { RoleGate } from '../../app/shell/role-gate';
import { isStaffRole } from '../../app/shell/roles';
import { StaffRefundsScreen } from '../../features/staff';
import '../../styles/commerce.css';

/** Support and admin: refunds of unused sessions; anyone else goes to the dashboard. */
export function Component() {
  return <RoleGate allow={isStaffRole}>{() => <StaffRefundsScreen />}</RoleGate>;
}
