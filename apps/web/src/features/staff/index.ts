export { StaffPaymentsScreen } from './components/staff-payments-screen';
export { StaffSessionsScreen } from './components/staff-sessions-screen';
export { StaffPackagesScreen } from './components/catalogue/staff-packages-screen';
export { StaffCouponsScreen } from './components/coupons/staff-coupons-screen';
export { StaffRatesScreen } from './components/rates/staff-rates-screen';
export { StaffRefundsScreen } from './components/refunds/staff-refunds-screen';
export { StaffDashboard } from './components/staff-dashboard';
