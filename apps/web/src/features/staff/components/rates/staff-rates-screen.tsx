import { CURRENCIES, formatZoned } from '@ravan/contract';
import { QueryView } from '../../../../components/ui/query-view';
import { useViewer } from '../../../auth';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { Money } from '../../../commerce';
import { useExchangeRates } from '../../api/exchange-rates';
import { RateForm } from './rate-form';
import '../staff-catalogue.css';

/** The US dollar is the unit every rate is counted against. */
const RATED = CURRENCIES.filter((currency) => currency !== 'dollar');

/** Admin: what one US dollar buys in each currency (the invite gift is paid at these rates). */
export function StaffRatesScreen() {
  const { t } = useI18n();
  const viewer = useViewer();
  const rates = useExchangeRates();
  return (
    <section className="stack commerce-page">
      <div>
        <h1>{t('screen.staffRates')}</h1>
        <p className="muted">{t('staffCatalogue.rates.intro')}</p>
      </div>
      <section className="card stack" aria-label={t('screen.staffRates')}>
        <QueryView query={rates}>
          {(list) => (
            <table className="commerce-table" data-testid="staff-rates">
              <thead>
                <tr>
                  <th scope="col">{t('commerce.currency.label')}</th>
                  <th scope="col">{t('staffCatalogue.rates.perDollar')}</th>
                  <th scope="col">{t('staffCatalogue.rates.updated')}</th>
                  <th scope="col">{t('staffCatalogue.rates.change')}</th>
                </tr>
              </thead>
              <tbody>
                {RATED.map((currency) => {
                  const rate = list.find((entry) => entry.currency === currency);
                  return (
                    <tr key={currency} data-testid="staff-rate-row">
                      <th scope="row" className="cell-title">
                        {t(`commerce.currency.${currency}`)}
                      </th>
                      <td data-label={t('staffCatalogue.rates.perDollar')}>
                        {rate ? (
                          <Money
                            amount={rate.minor_per_dollar}
                            currency={currency}
                            testId={`rate-${currency}`}
                          />
                        ) : (
                          <span className="muted">{t('staffCatalogue.rates.notSet')}</span>
                        )}
                      </td>
                      <td data-label={t('staffCatalogue.rates.updated')}>
                        {rate?.updated_at ? formatZoned(rate.updated_at, viewer, 'datetime') : '—'}
                      </td>
                      <td>
                        <RateForm currency={currency} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </QueryView>
      </section>
    </section>
  );
}
