import { formatZoned } from '@ravan/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { ListPager } from '../../../components/ui/pager';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useFactors } from '../api/list-factors';
import { FactorStateBadge } from './factor-state-badge';
import { Money } from './money';

/** SPEC.md §2 factors: the invoices, newest first, with their state (SPEC §4). */
export function FactorListSection() {
  const { t, locale, digits } = useI18n();
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const factors = useFactors(page);
  const data = factors.data;

  return (
    <section className="card stack" aria-labelledby="factors-title">
      <h2 id="factors-title">{t('commerce.factors.title')}</h2>
      {!data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : data.data.length === 0 ? (
        <p className="muted">{t('commerce.factors.empty')}</p>
      ) : (
        <table className="commerce-table" data-testid="factor-list">
          <thead>
            <tr>
              <th scope="col">{t('commerce.factors.numberHeader')}</th>
              <th scope="col">{t('commerce.factors.date')}</th>
              <th scope="col">{t('commerce.factors.total')}</th>
              <th scope="col">{t('commerce.factors.due')}</th>
              <th scope="col">{t('commerce.factors.state')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {data.data.map((factor) => (
              <tr key={factor.id} data-testid="factor-row">
                <th scope="row" className="cell-title">
                  <span className="visually-hidden">
                    {t('commerce.factors.number', { id: factor.id })}
                  </span>
                  <span aria-hidden="true">{digits(factor.id)}</span>
                </th>
                <td data-label={t('commerce.factors.date')}>
                  {formatZoned(factor.created_at, viewer, 'date')}
                </td>
                <td data-label={t('commerce.factors.total')}>
                  <Money amount={factor.total} currency={factor.currency} />
                </td>
                <td data-label={t('commerce.factors.due')}>
                  <Money amount={factor.due} currency={factor.currency} />
                </td>
                <td data-label={t('commerce.factors.state')}>
                  <FactorStateBadge factor={factor} />
                </td>
                <td className="cell-action">
                  <Link
                    className="btn btn-ghost"
                    to={`/${locale}/panel/factor/${factor.id}`}
                    aria-label={t('commerce.factors.openNamed', { id: factor.id })}
                  >
                    {t('commerce.factors.open')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPager page={page} onPage={setPage} query={factors} />
    </section>
  );
}
