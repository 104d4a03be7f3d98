export { StaffPaymentsScreen } from './components/staff-payments-screen';
export { isStaffRole } from './lib/is-staff';
