import { useState, type FormEvent } from 'react';
import { RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES, type Factor } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { FileField } from '../../../components/ui/file-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { moneyText } from '../../../lib/money-text';
import { useAddOfflinePayment } from '../api/add-offline-payment';
import { parseAmount } from '../lib/parse-amount';
import { TransferDetails } from './transfer-details';

const MAX_MB = RECEIPT_MAX_BYTES / (1024 * 1024);

/** SPEC.md §7: a bank transfer reported with its receipt; it waits for staff approval. */
export function OfflinePay({ factor }: { factor: Factor }) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const upload = useAddOfflinePayment();
  const [amountText, setAmountText] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; receipt?: string }>({});
  const [formKey, setFormKey] = useState(0);
  const money = (amount: number) => moneyText(amount, factor.currency, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountText.trim() ? parseAmount(amountText, factor.currency) : factor.due;
    const next: typeof errors = {};
    if (amount === null || amount <= 0 || amount > factor.due)
      next.amount = t('commerce.factor.partialInvalid', { amount: money(factor.due) });
    if (!receipt) next.receipt = t('commerce.offline.receiptMissing');
    else if (receipt.size > RECEIPT_MAX_BYTES)
      next.receipt = t('commerce.offline.receiptTooLarge', { size: MAX_MB });
    setErrors(next);
    if (next.amount || next.receipt || amount === null || !receipt) return;
    upload.mutate(
      { factorID: factor.id, amount, receipt },
      {
        onSuccess: () => {
          snackbar.show(t('commerce.offline.sent'), 'success');
          setAmountText('');
          setReceipt(null);
          setFormKey(formKey + 1);
        },
        onError: (error) => snackbar.show(errorText(error, t), 'error'),
      },
    );
  };

  return (
    <form
      key={formKey}
      className="stack-tight"
      onSubmit={submit}
      noValidate
      data-testid="offline-pay"
    >
      <h3 className="section-label">{t('commerce.offline.title')}</h3>
      <p className="muted pay-note">{t('commerce.offline.note')}</p>
      <TransferDetails factor={factor} />
      <TextField
        label={t('commerce.offline.amount', {
          currency: t(`commerce.currency.${factor.currency}`),
        })}
        hint={t('commerce.factor.partialHint', { amount: money(factor.due) })}
        value={amountText}
        error={errors.amount}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        onChange={(event) => setAmountText(event.target.value)}
      />
      <FileField
        label={t('commerce.offline.receipt')}
        accept={RECEIPT_MIME_TYPES}
        onChange={setReceipt}
        hint={t('commerce.offline.receiptHint', { size: MAX_MB })}
        error={errors.receipt}
      />
      <div>
        <Button type="submit" variant="secondary" busy={upload.isPending}>
          {t('commerce.offline.submit')}
        </Button>
      </div>
    </form>
  );
}
