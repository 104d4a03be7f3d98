import { Navigate } from 'react-router';
import { isStaffRole, StaffPaymentsScreen } from '../../features/staff';
import { LoadingBlock } from '../../components/ui/loading-block';
import { useCurrentProfile } from '../../app/shell/use-current-profile';
import { useI18n } from '../../lib/i18n/i18n-context';
import '../../styles/commerce.css';
import '../../styles/staff.css';

/** Support and admin only: anyone else goes to the dashboard (the server answers them 403). */
export function Component() {
  const { t, locale } = useI18n();
  const { profile, fresh, pending } = useCurrentProfile();
  if (isStaffRole(fresh?.role)) return <StaffPaymentsScreen />;
  if (pending && isStaffRole(profile?.role)) return <LoadingBlock label={t('app.loading')} />;
  if (pending && !profile) return <LoadingBlock label={t('app.loading')} />;
  return <Navigate to={`/${locale}/panel/dashboard`} replace />;
}
