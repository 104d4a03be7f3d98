import { RoleGate } from '../../app/shell/role-gate';
import { isAdminRole } from '../../app/shell/roles';
import { StaffRatesScreen } from '../../features/staff';
import '../../styles/commerce.css';

/** Admin only: exchange rates; anyone else goes to the dashboard. */
export function Component() {
  return <RoleGate allow={isAdminRole}>{() => <StaffRatesScreen />}</RoleGate>;
}
