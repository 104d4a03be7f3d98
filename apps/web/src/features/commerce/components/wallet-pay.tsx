import { useId, useState, type FormEvent } from 'react';
import { type Factor } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { moneyText } from '../../../lib/money-text';
import { usePayFromWallet } from '../api/pay-from-wallet';
import { useWalletRecords } from '../api/wallet-records';
import { parseAmount } from '../lib/parse-amount';

/** Pays an invoice from the wallet of its currency: everything due, or a part of it. */
export function WalletPay({ factor }: { factor: Factor }) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const wallet = useWalletRecords(1);
  const pay = usePayFromWallet();
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string>();
  const [mode, setMode] = useState<'full' | 'partial' | null>(null);
  const inputId = useId();

  const balance =
    wallet.data?.meta.balances.find((entry) => entry.currency === factor.currency)?.balance ?? 0;
  const most = Math.min(balance, factor.due);
  const money = (amount: number) => moneyText(amount, factor.currency, locale);

  const submit = (amount: number | undefined, which: 'full' | 'partial') => {
    setMode(which);
    pay.mutate(
      { factorID: factor.id, amount },
      {
        onSuccess: () => {
          setAmountText('');
          snackbar.show(t('commerce.factor.walletPaid'), 'success');
        },
        onError: (failure) => snackbar.show(errorText(failure, t), 'error'),
        onSettled: () => setMode(null),
      },
    );
  };

  const onPartial = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText, factor.currency);
    if (amount === null || amount <= 0 || amount > most) {
      setError(t('commerce.factor.partialInvalid', { amount: money(most) }));
      return;
    }
    setError(undefined);
    submit(amount, 'partial');
  };

  if (!wallet.data) return null;
  return (
    <div className="stack-tight wallet-pay" data-testid="wallet-pay">
      <h3 className="section-label">{t('commerce.wallet.title')}</h3>
      {balance <= 0 ? (
        <p className="muted">{t('commerce.factor.walletEmpty')}</p>
      ) : (
        <>
          <p data-testid="wallet-available">
            {t('commerce.factor.walletAvailable', { amount: money(balance) })}
          </p>
          {balance >= factor.due ? (
            <div>
              <Button
                onClick={() => submit(undefined, 'full')}
                busy={pay.isPending && mode === 'full'}
                disabled={pay.isPending}
              >
                {t('commerce.factor.payWalletFull')}
              </Button>
            </div>
          ) : null}
          <form className="code-form" onSubmit={onPartial} noValidate>
            <TextField
              id={inputId}
              label={t('commerce.factor.partialAmount', {
                currency: t(`commerce.currency.${factor.currency}`),
              })}
              hint={t('commerce.factor.partialHint', { amount: money(most) })}
              value={amountText}
              error={error}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              onChange={(event) => setAmountText(event.target.value)}
            />
            <Button
              type="submit"
              variant="secondary"
              busy={pay.isPending && mode === 'partial'}
              disabled={pay.isPending}
            >
              {t('commerce.factor.payWalletPartial')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
