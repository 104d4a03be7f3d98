import { formatZoned } from '@ravan/contract';
import { useState } from 'react';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Pager } from '../../../components/ui/pager';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { moneyText } from '../../../lib/money-text';
import { useRedeemGiftCode } from '../api/redeem-gift-code';
import { useWalletRecords } from '../api/wallet-records';
import { walletKindLabel } from '../lib/labels';
import { CodeForm } from './code-form';
import { Money } from './money';

/** SPEC.md §7 wallet: balance per currency, a gift-code field and the entries, paged. */
export function WalletSection() {
  const { t, tMessage, locale } = useI18n();
  const viewer = useViewer();
  const snackbar = useSnackbar();
  const [page, setPage] = useState(1);
  const records = useWalletRecords(page);
  const redeem = useRedeemGiftCode();
  const meta = records.data?.meta;
  const balances = meta?.balances.filter((entry) => entry.balance !== 0 || entry.debt !== 0) ?? [];

  return (
    <section className="card stack" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t('commerce.wallet.title')}</h2>
      <div>
        <h3 className="section-label">{t('commerce.wallet.balances')}</h3>
        {!meta ? (
          <LoadingBlock label={t('app.loading')} />
        ) : balances.length === 0 ? (
          <p className="muted" data-testid="wallet-empty">
            {t('commerce.wallet.noBalance')}
          </p>
        ) : (
          <ul className="balance-list" data-testid="wallet-balances">
            {balances.map((entry) => (
              <li key={entry.currency} className="balance-chip">
                <span className="balance-currency">{t(`commerce.currency.${entry.currency}`)}</span>
                <Money amount={entry.balance} currency={entry.currency} testId="wallet-balance" />
                {entry.debt > 0 ? (
                  <span className="balance-debt">
                    {t('commerce.wallet.debt', {
                      amount: moneyText(entry.debt, entry.currency, locale),
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <CodeForm
        testId="gift-form"
        label={t('commerce.gift.label')}
        submitLabel={t('commerce.gift.submit')}
        requiredMessage={tMessage('v.required')}
        busy={redeem.isPending}
        onSubmit={(code) =>
          redeem.mutateAsync(code).then(
            () => snackbar.show(t('commerce.gift.done'), 'success'),
            (error: unknown) => {
              snackbar.show(errorText(error, t), 'error');
              throw error;
            },
          )
        }
      />
      <div className="stack-tight">
        <h3 className="section-label">{t('commerce.wallet.records')}</h3>
        {records.data && records.data.data.length === 0 ? (
          <p className="muted">{t('commerce.wallet.noRecords')}</p>
        ) : records.data ? (
          <table className="commerce-table" data-testid="wallet-records">
            <thead>
              <tr>
                <th scope="col">{t('commerce.wallet.kind')}</th>
                <th scope="col">{t('commerce.wallet.date')}</th>
                <th scope="col">{t('commerce.wallet.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {records.data.data.map((record) => (
                <tr key={record.id}>
                  <th scope="row" className="cell-title">
                    {t(walletKindLabel(record.kind))}
                    {record.factor_id ? (
                      <span className="muted cell-note">
                        {t('commerce.wallet.forFactor', { id: record.factor_id })}
                      </span>
                    ) : null}
                  </th>
                  <td data-label={t('commerce.wallet.date')}>
                    {formatZoned(record.created_at, viewer, 'date')}
                  </td>
                  <td
                    data-label={t('commerce.wallet.amount')}
                    className={record.amount < 0 ? 'amount-out' : 'amount-in'}
                  >
                    <Money amount={record.amount} currency={record.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {meta ? (
          <Pager
            page={page}
            perPage={meta.perPage}
            total={meta.total}
            onPage={setPage}
            busy={records.isFetching}
          />
        ) : null}
      </div>
    </section>
  );
}
