import { useForm, useWatch } from 'react-hook-form';
import { createCouponBody, type Output } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { errorText } from '../../../../lib/error-text';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useCreateCoupon } from '../../api/staff-coupons';
import { contractResolver } from '../../lib/contract-resolver';
import {
  COUPON_FIELDS,
  couponBody,
  couponFieldOf,
  couponFormValues,
  type CouponFormValues,
} from '../../lib/coupon-form';
import { AmountFields } from '../amount-fields';
import { PackageChoices } from './package-choices';

const resolver = contractResolver(createCouponBody, couponBody, couponFieldOf);

/** A new discount code: a percentage or fixed amounts, a window, use limits, packages. */
export function CouponForm() {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const create = useCreateCoupon();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<CouponFormValues, unknown, Output<typeof createCouponBody>>({
    resolver,
    defaultValues: couponFormValues(),
  });
  const kind = useWatch({ control, name: 'kind' });
  const amounts = useWatch({ control, name: 'amounts' });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        snackbar.show(t('staffCatalogue.coupons.created', { code: body.code }), 'success');
        reset(couponFormValues());
      },
      onError: (failure) => {
        applyServerErrors(failure, setError, COUPON_FIELDS);
        snackbar.show(errorText(failure, t), 'error');
      },
    }),
  );

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
          error={message(errors.code?.message)}
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
            error={message(errors.percent?.message)}
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
          error={message(errors.amounts?.message)}
        />
      ) : null}
      <div className="form-grid">
        <TextField
          type="datetime-local"
          label={t('staffCatalogue.coupons.validFrom')}
          hint={t('staffCatalogue.coupons.windowHint')}
          error={message(errors.valid_from?.message)}
          {...register('valid_from')}
        />
        <TextField
          type="datetime-local"
          label={t('staffCatalogue.coupons.validUntil')}
          hint={t('staffCatalogue.coupons.windowHint')}
          error={message(errors.valid_until?.message)}
          {...register('valid_until')}
        />
        <TextField
          label={t('staffCatalogue.coupons.maxUses')}
          hint={t('staffCatalogue.coupons.unlimitedHint')}
          inputMode="numeric"
          dir="ltr"
          error={message(errors.max_uses?.message)}
          {...register('max_uses')}
        />
        <TextField
          label={t('staffCatalogue.coupons.maxUsesPerUser')}
          hint={t('staffCatalogue.coupons.unlimitedHint')}
          inputMode="numeric"
          dir="ltr"
          error={message(errors.max_uses_per_user?.message)}
          {...register('max_uses_per_user')}
        />
      </div>
      <PackageChoices
        register={register('package_ids')}
        error={message(errors.package_ids?.message)}
      />
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('staffCatalogue.coupons.create')}
        </Button>
      </div>
    </form>
  );
}
