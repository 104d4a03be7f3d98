import { RoleGate } from '../../app/shell/role-gate';
import { isAdminRole } from '../../app/shell/roles';
import { StaffPackagesScreen } from '../../features/staff';
import '../../styles/commerce.css';

/** Admin only: packages and their prices; anyone else goes to the dashboard. */
export function Component() {
  return <RoleGate allow={isAdminRole}>{() => <StaffPackagesScreen />}</RoleGate>;
}
