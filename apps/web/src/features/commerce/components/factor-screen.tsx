import { formatZoned } from '@ravan/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { ApiError } from '../../../lib/api-client';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useFactor } from '../api/get-factor';
import { AmountRows } from './amount-rows';
import { FactorPdfButton } from './factor-pdf-button';
import { FactorStateBadge } from './factor-state-badge';
import { Money } from './money';
import { PaymentList } from './payment-list';
import { PayOptions } from './pay-options';

/** SPEC.md §2 factor/{factorID}: items, amounts, payments and, while it can be paid, the ways to pay. */
export function FactorScreen({ factorID }: { factorID: number }) {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const query = useFactor(factorID);
  const factor = query.data;
  const back = (
    <Link to={`/${locale}/panel/factors`} className="back-link">
      {t('commerce.factor.back')}
    </Link>
  );

  if (query.isError || !Number.isInteger(factorID) || factorID < 1) {
    const missing =
      !Number.isInteger(factorID) ||
      (query.error instanceof ApiError && query.error.status === 404);
    return (
      <section className="stack commerce-page">
        {back}
        <div className="card stack" role="alert">
          <p>{missing ? t('commerce.factor.notFound') : t('commerce.loadFailed')}</p>
          {missing ? null : (
            <div>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('commerce.retry')}
              </Button>
            </div>
          )}
        </div>
      </section>
    );
  }
  if (!factor) return <LoadingBlock label={t('app.loading')} />;

  return (
    <section className="stack commerce-page" data-testid="factor">
      {back}
      <header className="commerce-header">
        <div>
          <h1>{t('commerce.factor.title', { id: factor.id })}</h1>
          <p className="muted">
            {t('commerce.factor.issued', { date: formatZoned(factor.created_at, viewer, 'date') })}
          </p>
        </div>
        <div className="commerce-header-actions">
          <FactorStateBadge factor={factor} />
          <FactorPdfButton factorID={factor.id} />
        </div>
      </header>
      <div className="basket-layout factor-layout">
        <div className="stack">
          <section className="card stack" aria-labelledby="factor-items">
            <h2 id="factor-items">{t('commerce.factor.items')}</h2>
            <table className="commerce-table">
              <thead>
                <tr>
                  <th scope="col">{t('commerce.basket.item')}</th>
                  <th scope="col">{t('commerce.basket.price')}</th>
                  <th scope="col">{t('commerce.basket.qty')}</th>
                  <th scope="col">{t('commerce.basket.total')}</th>
                </tr>
              </thead>
              <tbody>
                {factor.items.map((item) => (
                  <tr key={item.package_id}>
                    <th scope="row" className="cell-title">
                      {item.title}
                      <span className="muted cell-note">
                        {t('commerce.factor.sessions', { count: item.sessions })}
                      </span>
                    </th>
                    <td data-label={t('commerce.basket.price')}>
                      <Money amount={item.unit_price} currency={factor.currency} />
                    </td>
                    <td data-label={t('commerce.basket.qty')}>
                      {t('commerce.basket.qtyValue', { qty: item.qty })}
                    </td>
                    <td data-label={t('commerce.basket.total')}>
                      <Money amount={item.total} currency={factor.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="card stack" aria-labelledby="factor-payments">
            <h2 id="factor-payments">{t('commerce.factor.payments')}</h2>
            <PaymentList factor={factor} />
          </section>
        </div>
        <aside className="stack">
          <section className="card stack" aria-labelledby="factor-amounts">
            <h2 id="factor-amounts">{t('commerce.factor.amounts')}</h2>
            <AmountRows
              currency={factor.currency}
              rows={[
                { label: t('commerce.factor.subtotal'), amount: factor.subtotal },
                {
                  label: t('commerce.factor.discount'),
                  amount: factor.discount,
                  minus: true,
                  testId: 'factor-discount',
                },
                {
                  label: t('commerce.factor.total'),
                  amount: factor.total,
                  strong: true,
                  testId: 'factor-total',
                },
                { label: t('commerce.factor.paid'), amount: factor.paid, testId: 'factor-paid' },
                {
                  label: t('commerce.factor.due'),
                  amount: factor.due,
                  strong: true,
                  testId: 'factor-due',
                },
              ]}
            />
          </section>
          <section className="card stack" aria-labelledby="factor-pay">
            <h2 id="factor-pay">{t('commerce.factor.payTitle')}</h2>
            {factor.canBePaid ? (
              <PayOptions factor={factor} />
            ) : factor.state === 'paid' ? (
              <div className="stack-tight">
                <p className="paid-note">{t('commerce.factor.paidInFull')}</p>
                <div>
                  <Link className="btn btn-secondary" to={`/${locale}/panel/sessions`}>
                    {t('commerce.factor.sessionsLink')}
                  </Link>
                </div>
              </div>
            ) : (
              <p className="muted">{t('commerce.factorState.preInvoice')}</p>
            )}
          </section>
        </aside>
      </div>
    </section>
  );
}
