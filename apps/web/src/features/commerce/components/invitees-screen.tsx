import { useState } from 'react';
import { INVITE_GIFT_USD_CENTS, formatZoned } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Pager } from '../../../components/ui/pager';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { moneyText } from '../../../lib/money-text';
import { useInvitees } from '../api/list-invitees';
import { CopyField } from './copy-field';
import { Money } from './money';

/** SPEC.md §2 invitees: the invite code and link, who joined, and the 10-dollar gifts earned. */
export function InviteesScreen() {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const [page, setPage] = useState(1);
  const query = useInvitees(page);
  const data = query.data;
  const gift = moneyText(INVITE_GIFT_USD_CENTS, 'dollar', locale);

  return (
    <section className="stack commerce-page">
      <header>
        <h1>{t('screen.invitees')}</h1>
        <p className="muted">{t('commerce.invite.intro', { amount: gift })}</p>
      </header>
      {query.isError ? (
        <div className="card stack" role="alert">
          <p>{t('commerce.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('commerce.retry')}
            </Button>
          </div>
        </div>
      ) : !data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : (
        <div className="factors-layout">
          <div className="stack">
            <section className="card stack">
              <CopyField
                label={t('commerce.invite.code')}
                value={data.invite_code}
                copyLabel={t('commerce.invite.copyCode')}
                testId="invite-code"
              />
              <CopyField
                label={t('commerce.invite.link')}
                value={data.invite_link}
                copyLabel={t('commerce.invite.copyLink')}
                testId="invite-link"
              />
            </section>
            <section className="card stack" aria-labelledby="invite-credit">
              <h2 id="invite-credit">{t('commerce.invite.credit')}</h2>
              {data.credit.length === 0 ? (
                <p className="muted">{t('commerce.invite.noCredit')}</p>
              ) : (
                <ul className="balance-list">
                  {data.credit.map((entry) => (
                    <li key={entry.currency} className="balance-chip">
                      <span className="balance-currency">
                        {t(`commerce.currency.${entry.currency}`)}
                      </span>
                      <Money amount={entry.amount} currency={entry.currency} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <section className="card stack" aria-labelledby="invite-list">
            <h2 id="invite-list">{t('commerce.invite.list')}</h2>
            {data.invitees.length === 0 ? (
              <p className="muted">{t('commerce.invite.empty')}</p>
            ) : (
              <table className="commerce-table">
                <thead>
                  <tr>
                    <th scope="col">{t('commerce.invite.name')}</th>
                    <th scope="col">{t('commerce.invite.joined')}</th>
                    <th scope="col">{t('commerce.invite.firstOrder')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invitees.map((invitee, index) => (
                    <tr key={`${invitee.joined_at}-${index}`}>
                      <th scope="row" className="cell-title">
                        {invitee.firstname ?? t('commerce.invite.noName')}
                      </th>
                      <td data-label={t('commerce.invite.joined')}>
                        {formatZoned(invitee.joined_at, viewer, 'date')}
                      </td>
                      <td data-label={t('commerce.invite.firstOrder')}>
                        {invitee.first_order_paid
                          ? t('commerce.invite.paid')
                          : t('commerce.invite.notYet')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager
              page={page}
              perPage={data.invitees_meta.perPage}
              total={data.invitees_meta.total}
              onPage={setPage}
              busy={query.isFetching}
            />
          </section>
        </div>
      )}
    </section>
  );
}
