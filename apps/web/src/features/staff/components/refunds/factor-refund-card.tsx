import { useState } from 'react';
import type { Output, refundResult } from '@ravan/contract';
import { Notice } from '../../../../components/ui/notice';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { moneyText } from '../../../../lib/money-text';
import { AmountRows } from '../../../commerce';
import { personName } from '../../lib/person-name';
import type { StaffFactorView } from '../../lib/refund-form';
import { RefundForm } from './refund-form';
import { RefundHistory } from './refund-history';

type Refund = Output<typeof refundResult>['refund'];

/** One invoice: whose it is, what was paid and refunded, its credits, and the refund form. */
export function FactorRefundCard({ view }: { view: StaffFactorView }) {
  const { t, locale, digits } = useI18n();
  const [last, setLast] = useState<Refund | null>(null);
  const { factor, user } = view;

  return (
    <div className="stack" data-testid="staff-factor">
      <section className="card stack" aria-labelledby="refund-factor">
        <header className="commerce-header">
          <div>
            <h2 id="refund-factor">{t('staff.payments.factorNumber', { id: factor.id })}</h2>
            <p>
              <bdi>{personName(user, t)}</bdi>
              {user.email ? (
                <bdi className="muted staff-table-note" dir="ltr">
                  {user.email}
                </bdi>
              ) : null}
            </p>
          </div>
          <StatusBadge tone={factor.state === 'paid' ? 'success' : 'warning'}>
            {t(factor.state === 'paid' ? 'commerce.factorState.paid' : 'staffRefunds.notPaid')}
          </StatusBadge>
        </header>
        <AmountRows
          currency={factor.currency}
          rows={[
            { label: t('commerce.factor.total'), amount: factor.total },
            { label: t('commerce.factor.paid'), amount: factor.paid },
            { label: t('staffRefunds.refundedAmount'), amount: view.refunded, testId: 'refunded' },
          ]}
        />
        {last ? (
          <Notice tone="success" testId="refund-result">
            <p>
              {t(
                last.method === 'wallet'
                  ? 'staffRefunds.resultWallet'
                  : 'staffRefunds.resultOriginal',
                {
                  count: last.sessions,
                  sessions: digits(last.sessions),
                  amount: moneyText(last.amount, last.currency, locale),
                },
              )}
            </p>
          </Notice>
        ) : null}
        {factor.state !== 'paid' ? (
          <Notice tone="info">
            <p>{t('staffRefunds.onlyPaid')}</p>
          </Notice>
        ) : view.credits.length === 0 ? (
          <p className="muted">{t('staffRefunds.noCredits')}</p>
        ) : (
          <RefundForm view={view} onDone={(result) => setLast(result.refund)} />
        )}
      </section>
      <section className="card stack" aria-labelledby="refund-history">
        <h2 id="refund-history">{t('staffRefunds.history')}</h2>
        <RefundHistory refunds={view.refunds} />
      </section>
    </div>
  );
}
