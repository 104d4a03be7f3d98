import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { PACKAGE_KINDS, createPackageBody } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { SelectField } from '../../../../components/ui/select-field';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useResolvedForm } from '../../../../lib/use-contract-form';
import { useSavePackage } from '../../api/staff-packages';
import { contractResolver } from '../../lib/contract-resolver';
import {
  PACKAGE_FIELDS,
  packageBody,
  packageFieldOf,
  packageFormValues,
  packageTitle,
  type StaffPackage,
} from '../../lib/package-form';
import { AmountFields } from '../amount-fields';

const resolver = contractResolver(createPackageBody, packageBody, packageFieldOf);

/** Creates a package, or changes one (its fields, then its prices); closes when saved. */
export function PackageForm({ pkg, onClose }: { pkg: StaffPackage | null; onClose: () => void }) {
  const { t, tMessage, locale } = useI18n();
  const snackbar = useSnackbar();
  const save = useSavePackage();
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, control, onSubmit, busy, fieldError, formState } = useResolvedForm({
    resolver,
    mode: 'onSubmit',
    defaultValues: packageFormValues(pkg),
    submit: (body) => save.mutateAsync({ id: pkg?.id ?? null, body }),
    onSuccess: () => {
      snackbar.show(t('staffCatalogue.packages.saved'), 'success');
      onClose();
    },
    serverFields: PACKAGE_FIELDS,
  });
  const errors = formState.errors;
  const prices = useWatch({ control, name: 'prices' });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);
  const title = pkg
    ? t('staffCatalogue.packages.editTitle', { title: packageTitle(pkg, locale) })
    : t('staffCatalogue.packages.newTitle');

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card stack staff-editor" aria-labelledby="package-editor">
      <h2 id="package-editor" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <form className="stack" onSubmit={onSubmit} noValidate data-testid="package-form">
        <div className="form-grid">
          <TextField
            label={t('staffCatalogue.packages.titleFa')}
            dir="rtl"
            lang="fa"
            error={fieldError('title_fa')}
            {...register('title_fa')}
          />
          <TextField
            label={t('staffCatalogue.packages.titleEn')}
            dir="ltr"
            lang="en"
            error={fieldError('title_en')}
            {...register('title_en')}
          />
          <SelectField
            label={t('staffCatalogue.packages.kind')}
            options={PACKAGE_KINDS.map((kind) => ({
              value: kind,
              label: t(`commerce.kind.${kind}`),
            }))}
            error={fieldError('kind')}
            {...register('kind')}
          />
          <TextField
            label={t('staffCatalogue.packages.sessionCount')}
            inputMode="numeric"
            dir="ltr"
            error={fieldError('session_count')}
            {...register('session_count')}
          />
          <TextField
            label={t('staffCatalogue.packages.sessionMinutes')}
            inputMode="numeric"
            dir="ltr"
            error={fieldError('session_minutes')}
            {...register('session_minutes')}
          />
          <TextField
            label={t('staffCatalogue.packages.sortOrder')}
            hint={t('staffCatalogue.packages.sortOrderHint')}
            inputMode="numeric"
            dir="ltr"
            error={fieldError('sort_order')}
            {...register('sort_order')}
          />
        </div>
        <CheckboxField label={t('staffCatalogue.packages.active')} {...register('active')} />
        <AmountFields
          legend={t('staffCatalogue.packages.prices')}
          hint={t('staffCatalogue.packages.pricesHint')}
          texts={prices}
          register={(currency) => register(`prices.${currency}`)}
          errorOf={(currency) => message(errors.prices?.[currency]?.message)}
          error={fieldError('prices')}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {t('staffCatalogue.packages.save')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('staff.payments.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
