import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { packageTitle, type StaffPackage } from '../../lib/package-form';
import { MoneyList } from '../money-list';

/** Every package with its prices; each row opens the editor. */
export function PackageTable({
  packages,
  onEdit,
}: {
  packages: StaffPackage[];
  onEdit: (pkg: StaffPackage) => void;
}) {
  const { t, locale } = useI18n();
  // Each package under its name in the screen's language, the other language's name below.
  const other = locale === 'fa' ? 'en' : 'fa';
  if (packages.length === 0) return <p className="muted">{t('staffCatalogue.packages.empty')}</p>;
  return (
    <table className="commerce-table staff-table" data-testid="staff-packages">
      <thead>
        <tr>
          <th scope="col">{t('staffCatalogue.packages.package')}</th>
          <th scope="col">{t('staffCatalogue.packages.kind')}</th>
          <th scope="col">{t('staffCatalogue.packages.sessions')}</th>
          <th scope="col">{t('staffCatalogue.packages.prices')}</th>
          <th scope="col">{t('staffCatalogue.state')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {packages.map((pkg) => (
          <tr key={pkg.id} data-testid="staff-package-row">
            <th scope="row" className="cell-title">
              <bdi>{packageTitle(pkg, locale)}</bdi>
              <bdi
                className="muted staff-table-note"
                lang={other}
                dir={other === 'fa' ? 'rtl' : 'ltr'}
              >
                {packageTitle(pkg, other)}
              </bdi>
            </th>
            <td data-label={t('staffCatalogue.packages.kind')}>{t(`commerce.kind.${pkg.kind}`)}</td>
            <td data-label={t('staffCatalogue.packages.sessions')}>
              {t('staffCatalogue.packages.sessionsValue', {
                count: pkg.session_count,
                minutes: pkg.session_minutes,
              })}
            </td>
            <td className="cell-wrap" data-label={t('staffCatalogue.packages.prices')}>
              {pkg.prices.length === 0 ? (
                <span className="muted">{t('staffCatalogue.packages.noPrice')}</span>
              ) : (
                <MoneyList amounts={pkg.prices} />
              )}
            </td>
            <td data-label={t('staffCatalogue.state')}>
              <StatusBadge tone={pkg.active ? 'success' : 'neutral'}>
                {t(pkg.active ? 'staffCatalogue.active' : 'staffCatalogue.inactive')}
              </StatusBadge>
            </td>
            <td className="cell-action">
              <Button
                variant="secondary"
                aria-label={t('staffCatalogue.packages.editNamed', {
                  title: packageTitle(pkg, locale),
                })}
                onClick={() => onEdit(pkg)}
              >
                {t('staffCatalogue.edit')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
