import { useWatch } from 'react-hook-form';
import { createCouponBody } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useResolvedForm } from '../../../../lib/use-contract-form';
import { useCreateCoupon } from '../../api/staff-coupons';
import { contractResolver } from '../../lib/contract-resolver';
import { COUPON_FIELDS, couponBody, couponFieldOf, couponFormValues } from '../../lib/coupon-form';
import { AmountFields } from '../amount-fields';
import { PackageChoices } from './package-choices';
import { isolate } from '../../../../lib/isolate';

const resolver = contractResolver(createCouponBody, couponBody, couponFieldOf);

/** A new discount code: a percentage or fixed amounts, a window, use limits, packages. */
export function CouponForm() {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const create = useCreateCoupon();
  const form = useResolvedForm({
    resolver,
    mode: 'onSubmit',
    defaultValues: couponFormValues(),
    submit: (body) => create.mutateAsync(body),
    onSuccess: (_, body) => {
      snackbar.show(t('staffCatalogue.coupons.created', { code: isolate(body.code) }), 'success');
      form.reset(couponFormValues());
    },
    serverFields: COUPON_FIELDS,
  });
  const { register, control, onSubmit, busy, fieldError } = form;
  const errors = form.formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const amounts = useWatch({ control, name: 'amounts' });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  return (
    <form className="stack" onSubmit={onSubmit} noValidate data-testid="coupon-form">
      <h2 className="section-label">{t('staffCatalogue.coupons.newTitle')}</h2>
      <div className="form-grid">
        <TextField
          label={t('staffCatalogue.code')}
          hint={t('staffCatalogue.codeHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={fieldError('code')}
          {...register('code')}
        />
        <div className="staff-choices">
          <ChoiceGroup
            legend={t('staffCatalogue.coupons.kind')}
            choices={[
              { value: 'percent', label: t('staffCatalogue.coupons.percentKind') },
              { value: 'fixed', label: t('staffCatalogue.coupons.fixedKind') },
            ]}
            inputProps={register('kind')}
          />
        </div>
        {kind === 'percent' ? (
          <TextField
            label={t('staffCatalogue.coupons.percent')}
            inputMode="numeric"
            dir="ltr"
            error={fieldError('percent')}
            {...register('percent')}
          />
        ) : null}
      </div>
      {kind === 'fixed' ? (
        <AmountFields
          legend={t('staffCatalogue.coupons.amounts')}
          hint={t('staffCatalogue.coupons.amountsHint')}
          texts={amounts}
          register={(currency) => register(`amounts.${currency}`)}
          errorOf={(currency) => message(errors.amounts?.[currency]?.message)}
          error={fieldError('amounts')}
        />
      ) : null}
      <div className="form-grid">
        <TextField
          type="datetime-local"
          label={t('staffCatalogue.coupons.validFrom')}
          hint={t('staffCatalogue.coupons.windowHint')}
          error={fieldError('valid_from')}
          {...register('valid_from')}
        />
        <TextField
          type="datetime-local"
          label={t('staffCatalogue.coupons.validUntil')}
          hint={t('staffCatalogue.coupons.windowHint')}
          error={fieldError('valid_until')}
          {...register('valid_until')}
        />
        <TextField
          label={t('staffCatalogue.coupons.maxUses')}
          hint={t('staffCatalogue.coupons.unlimitedHint')}
          inputMode="numeric"
          dir="ltr"
          error={fieldError('max_uses')}
          {...register('max_uses')}
        />
        <TextField
          label={t('staffCatalogue.coupons.maxUsesPerUser')}
          hint={t('staffCatalogue.coupons.unlimitedHint')}
          inputMode="numeric"
          dir="ltr"
          error={fieldError('max_uses_per_user')}
          {...register('max_uses_per_user')}
        />
      </div>
      <PackageChoices register={register('package_ids')} error={fieldError('package_ids')} />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('staffCatalogue.coupons.create')}
        </Button>
      </div>
    </form>
  );
}
