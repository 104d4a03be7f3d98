import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { moneyText } from '../../../lib/money-text';
import { useCataloguePage } from '../api/catalogue';
import { perSession } from '../lib/lowest-fee';

/** The therapy packages of the catalogue, priced in the visitor's currency, with the per-session cost. */
export function HomePrices({ packagesHref }: { packagesHref: string }) {
  const { t, locale } = useI18n();
  const packages = useCataloguePage();
  const therapy = (packages.data?.data ?? []).filter((pkg) => pkg.kind === 'therapy').slice(0, 4);
  return (
    <section className="site-section" aria-labelledby="home-prices">
      <h2 id="home-prices">{t('home.prices.title')}</h2>
      <p className="muted">{t('home.prices.lead')}</p>
      {packages.isError ? (
        <div className="notice notice-error" role="alert">
          <p>{t('home.prices.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void packages.refetch()}>
            {t('home.prices.retry')}
          </Button>
        </div>
      ) : !packages.data ? (
        <p className="muted" role="status">
          {t('home.prices.loading')}
        </p>
      ) : (
        <ul className="price-grid" data-testid="home-prices">
          {therapy.map((pkg) => (
            <li key={pkg.id} className="site-card price-card">
              <h3>{pkg.title}</h3>
              <p className="price-count">
                {t('home.prices.sessions', { count: pkg.session_count })}
              </p>
              <p className="price-amount">
                <bdi>{formatMoney(pkg.pivot.price, pkg.pivot.currency, locale)}</bdi>
              </p>
              <p className="muted">
                {t('home.prices.perSession', {
                  amount: moneyText(perSession(pkg), pkg.pivot.currency, locale),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={packagesHref}>{t('home.prices.all')}</Link>
      </p>
    </section>
  );
}
