import { CURRENCIES, createGiftCodeBody } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useResolvedForm } from '../../../../lib/use-contract-form';
import { useCreateGiftCode } from '../../api/staff-gift-codes';
import { contractResolver } from '../../lib/contract-resolver';
import { GIFT_CODE_FIELDS, giftCodeBody, giftCodeFormValues } from '../../lib/gift-code-form';
import { isolate } from '../../../../lib/isolate';

const resolver = contractResolver(createGiftCodeBody, giftCodeBody);

/** A new single-use gift code worth an amount in one currency. */
export function GiftCodeForm() {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const create = useCreateGiftCode();
  const form = useResolvedForm({
    resolver,
    mode: 'onSubmit',
    defaultValues: giftCodeFormValues(),
    submit: (body) => create.mutateAsync(body),
    onSuccess: (made) => {
      snackbar.show(t('staffCatalogue.giftCodes.created', { code: isolate(made.code) }), 'success');
      form.reset(giftCodeFormValues());
    },
    serverFields: GIFT_CODE_FIELDS,
  });
  const { register, onSubmit, busy, fieldError } = form;

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
          error={fieldError('code')}
          {...register('code')}
        />
        <SelectField
          label={t('commerce.currency.label')}
          options={CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`commerce.currency.${currency}`),
          }))}
          error={fieldError('currency')}
          {...register('currency')}
        />
        <TextField
          label={t('staffCatalogue.giftCodes.amount')}
          hint={t('staffCatalogue.majorUnitsHint')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={fieldError('amount')}
          {...register('amount')}
        />
        <TextField
          type="datetime-local"
          label={t('staffCatalogue.giftCodes.validUntil')}
          hint={t('staffCatalogue.coupons.windowHint')}
          error={fieldError('valid_until')}
          {...register('valid_until')}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('staffCatalogue.giftCodes.create')}
        </Button>
      </div>
    </form>
  );
}
