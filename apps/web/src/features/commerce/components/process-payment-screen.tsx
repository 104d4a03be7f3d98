import { Link } from 'react-router';

import { moneyText } from '../../../lib/money-text';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { telegramUrl, whatsappUrl } from '../../../config/support-contacts';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useValidatePurchase } from '../api/validate-purchase';

/**
 * SPEC.md §2 process-payment: where the gateway sends the browser back. Asks the server how the
 * payment ended and shows success, "still waiting", or SPEC §8's failure screen.
 */
export function ProcessPaymentScreen({ paymentID }: { paymentID: number }) {
  const { t, locale } = useI18n();
  const query = useValidatePurchase(paymentID);
  const result = query.data;
  const factorLink = result ? `/${locale}/panel/factor/${result.factor.id}` : null;

  if (query.isPending && Number.isInteger(paymentID) && paymentID > 0) {
    return (
      <div className="card result-card stack" aria-live="polite">
        <LoadingBlock label={t('commerce.process.checking')} />
        <p>{t('commerce.process.checking')}</p>
      </div>
    );
  }

  const state = result?.payment.state;
  if (result && state === 'paid') {
    return (
      <div className="card result-card stack" data-testid="payment-success">
        <span className="result-mark result-ok" aria-hidden="true">
          ✓
        </span>
        <h1>{t('commerce.process.successTitle')}</h1>
        <p>
          {t('commerce.process.successBody', {
            amount: moneyText(result.payment.amount, result.payment.currency, locale),
            id: result.factor.id,
          })}
        </p>
        <div className="btn-row">
          <Link className="btn btn-primary" to={factorLink ?? `/${locale}/panel/factors`}>
            {t('commerce.process.viewFactor')}
          </Link>
          <Link className="btn btn-ghost" to={`/${locale}/panel/sessions`}>
            {t('commerce.process.sessions')}
          </Link>
        </div>
      </div>
    );
  }

  if (result && (state === 'awaiting' || state === 'pending' || state === 'wallet_pending')) {
    const awaiting = state === 'awaiting';
    return (
      <div className="card result-card stack" data-testid="payment-waiting" aria-live="polite">
        <h1>
          {awaiting ? t('commerce.process.awaitingTitle') : t('commerce.process.pendingTitle')}
        </h1>
        <p>{awaiting ? t('commerce.process.awaitingBody') : t('commerce.process.pendingBody')}</p>
        <div className="btn-row">
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t('commerce.process.checkAgain')}
          </Button>
          {factorLink ? (
            <Link className="btn btn-ghost" to={factorLink}>
              {t('commerce.process.viewFactor')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  // Failed, rejected, not paid, unknown payment or no answer: SPEC.md §8's failure screen.
  return (
    <div className="card result-card stack" role="alert" data-testid="payment-failure">
      <span className="result-mark result-failed" aria-hidden="true">
        !
      </span>
      <h1>{t('commerce.process.failTitle')}</h1>
      <p>{t('commerce.process.failAdvice')}</p>
      <div className="btn-row">
        <a className="btn btn-primary" href={whatsappUrl()} target="_blank" rel="noreferrer">
          {t('commerce.process.whatsapp')}
        </a>
        <a className="btn btn-secondary" href={telegramUrl()} target="_blank" rel="noreferrer">
          {t('commerce.process.telegram')}
        </a>
      </div>
      <p>
        <Link to={factorLink ?? `/${locale}/panel/factors`}>
          {factorLink ? t('commerce.process.tryAgain') : t('commerce.process.toFactors')}
        </Link>
      </p>
    </div>
  );
}
