import { useForm } from 'react-hook-form';
import { CURRENCIES, createGiftCodeBody, type Output } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { errorText } from '../../../../lib/error-text';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useCreateGiftCode } from '../../api/staff-gift-codes';
import { contractResolver } from '../../lib/contract-resolver';
import {
  GIFT_CODE_FIELDS,
  giftCodeBody,
  giftCodeFormValues,
  type GiftCodeFormValues,
} from '../../lib/gift-code-form';

const resolver = contractResolver(createGiftCodeBody, giftCodeBody);

/** A new single-use gift code worth an amount in one currency. */
export function GiftCodeForm() {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const create = useCreateGiftCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<GiftCodeFormValues, unknown, Output<typeof createGiftCodeBody>>({
    resolver,
    defaultValues: giftCodeFormValues(),
  });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (made) => {
        snackbar.show(t('staffCatalogue.giftCodes.created', { code: made.code }), 'success');
        reset(giftCodeFormValues());
      },
      onError: (failure) => {
        applyServerErrors(failure, setError, GIFT_CODE_FIELDS);
        snackbar.show(errorText(failure, t), 'error');
      },
    }),
  );

  return (
    <form className="stack" onSubmit={onSubmit} noValidate data-testid="gift-code-form">
      <h2 className="section-label">{t('staffCatalogue.giftCodes.newTitle')}</h2>
      <div className="form-grid">
        <TextField
          label={t('staffCatalogue.giftCodes.code')}
          hint={t('staffCatalogue.giftCodes.codeHint')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={message(errors.code?.message)}
          {...register('code')}
        />
        <SelectField
          label={t('commerce.currency.label')}
          options={CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`commerce.currency.${currency}`),
          }))}
          error={message(errors.currency?.message)}
          {...register('currency')}
        />
        <TextField
          label={t('staffCatalogue.giftCodes.amount')}
          hint={t('staffCatalogue.majorUnitsHint')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={message(errors.amount?.message)}
          {...register('amount')}
        />
        <TextField
          type="datetime-local"
          label={t('staffCatalogue.giftCodes.validUntil')}
          hint={t('staffCatalogue.coupons.windowHint')}
          error={message(errors.valid_until?.message)}
          {...register('valid_until')}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('staffCatalogue.giftCodes.create')}
        </Button>
      </div>
    </form>
  );
}
