import type { Factor } from '@ravan/contract';
import { usePaymentMethods } from '../api/payment-methods';
import { OfflinePay } from './offline-pay';
import { OnlinePay } from './online-pay';
import { WalletPay } from './wallet-pay';

/** The ways to pay this invoice that its currency allows on this platform (getmethods). */
export function PayOptions({ factor }: { factor: Factor }) {
  const methods = usePaymentMethods(factor.currency);
  const has = (type: 'wallet' | 'online' | 'offline') =>
    methods.data ? methods.data.some((method) => method.type === type) : type === 'wallet';
  return (
    <>
      {has('online') ? <OnlinePay factor={factor} /> : null}
      {has('wallet') ? <WalletPay factor={factor} /> : null}
      {has('offline') ? <OfflinePay factor={factor} /> : null}
    </>
  );
}
