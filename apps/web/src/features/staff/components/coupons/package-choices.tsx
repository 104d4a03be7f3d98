import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useStaffPackages } from '../../api/staff-packages';
import { packageTitle } from '../../lib/package-form';

/** The packages a code is limited to: one checkbox each; none ticked = every package. */
export function PackageChoices({
  register,
  error,
}: {
  register: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t, locale } = useI18n();
  const packages = useStaffPackages();
  return (
    <fieldset className={`field${error ? ' field-invalid' : ''}`}>
      <legend>{t('staffCatalogue.coupons.packages')}</legend>
      <p className="field-hint">{t('staffCatalogue.coupons.packagesHint')}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {packages.isError ? (
        <p className="field-error">{t('staffCatalogue.coupons.packagesFailed')}</p>
      ) : (
        <div className="check-grid">
          {(packages.data ?? []).map((pkg) => (
            <CheckboxField
              key={pkg.id}
              value={String(pkg.id)}
              label={packageTitle(pkg, locale)}
              {...register}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
