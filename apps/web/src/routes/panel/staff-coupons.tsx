import { RoleGate } from '../../app/shell/role-gate';
import { isAdminRole } from '../../app/shell/roles';
import { StaffCouponsScreen } from '../../features/staff';
import '../../styles/commerce.css';

/** Admin only: discount codes and gift codes; anyone else goes to the dashboard. */
export function Component() {
  return <RoleGate allow={isAdminRole}>{() => <StaffCouponsScreen />}</RoleGate>;
}
