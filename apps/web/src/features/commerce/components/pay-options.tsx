import type { Factor } from '@ravan/contract';
import { Notice } from '../../../components/ui/notice';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { usePaymentMethods } from '../api/payment-methods';
import { OfflinePay } from './offline-pay';
import { OnlinePay } from './online-pay';
import { WalletPay } from './wallet-pay';

/**
 * The ways to pay this invoice that its currency allows on this platform (getmethods). While a
 * bank transfer waits for review, online payment is not offered (the server refuses it too).
 */
export function PayOptions({ factor }: { factor: Factor }) {
  const { t } = useI18n();
  const methods = usePaymentMethods(factor.currency);
  const transferPending = factor.payments.some(
    (payment) => payment.type === 'offline' && payment.state === 'pending',
  );
  const has = (type: 'wallet' | 'online' | 'offline') =>
    methods.data ? methods.data.some((method) => method.type === type) : type === 'wallet';
  return (
    <>
      {!has('online') ? null : transferPending ? (
        <Notice testId="online-pay-held">
          <p>{t('commerce.pay.onlineHeld')}</p>
        </Notice>
      ) : (
        <OnlinePay factor={factor} />
      )}
      {has('wallet') ? <WalletPay factor={factor} /> : null}
      {has('offline') ? <OfflinePay factor={factor} /> : null}
    </>
  );
}
