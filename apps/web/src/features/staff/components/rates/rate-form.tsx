import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { setExchangeRateBody, type Currency, type Output } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useSetExchangeRate } from '../../api/exchange-rates';
import { contractResolver } from '../../lib/contract-resolver';
import { rateBody, rateFieldOf, type RateFormValues } from '../../lib/rate-form';

/** A new rate for one currency: what one US dollar buys, typed in that currency's units. */
export function RateForm({ currency }: { currency: Currency }) {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const save = useSetExchangeRate();
  const resolver = useMemo(
    () => contractResolver(setExchangeRateBody, rateBody(currency), rateFieldOf),
    [currency],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RateFormValues, unknown, Output<typeof setExchangeRateBody>>({
    resolver,
    defaultValues: { rate: '' },
  });
  const name = t(`commerce.currency.${currency}`);

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { currency, minor_per_dollar: body.minor_per_dollar },
      {
        onSuccess: () => {
          snackbar.show(t('staffCatalogue.rates.saved', { currency: name }), 'success');
          reset({ rate: '' });
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.errors.minor_per_dollar?.[0] : null;
          if (field) setError('rate', { type: 'server', message: field });
          snackbar.show(errorText(failure, t), 'error');
        },
      },
    ),
  );

  return (
    <form
      className="code-form"
      onSubmit={onSubmit}
      noValidate
      data-testid={`rate-form-${currency}`}
    >
      <TextField
        label={t('staffCatalogue.rates.newRate', { currency: name })}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        error={errors.rate?.message ? tMessage(errors.rate.message) : undefined}
        {...register('rate')}
      />
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {t('staffCatalogue.rates.save')}
      </Button>
    </form>
  );
}
