import { type Factor } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { moneyText } from '../../../lib/money-text';
import { usePayOrder } from '../api/pay-order';

/** Pays what is due on the gateway's page; the gateway sends the browser to process-payment. */
export function OnlinePay({ factor }: { factor: Factor }) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const payOrder = usePayOrder();
  return (
    <div className="stack-tight" data-testid="online-pay">
      <h3 className="section-label">{t('commerce.pay.onlineTitle')}</h3>
      <p className="muted pay-note">{t('commerce.pay.onlineNote')}</p>
      <div>
        <Button
          busy={payOrder.isPending || payOrder.isSuccess}
          onClick={() =>
            payOrder.mutate(factor.id, {
              onError: (error) => snackbar.show(errorText(error, t), 'error'),
            })
          }
        >
          {t('commerce.pay.online', { amount: moneyText(factor.due, factor.currency, locale) })}
        </Button>
      </div>
    </div>
  );
}
