import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Currency, PackageKind, PackageSummary } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Pager } from '../../../components/ui/pager';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { cartInError, useAddToCart } from '../api/add-to-cart';
import { useChangeCartCurrency } from '../api/change-cart-currency';
import { useCart } from '../api/get-cart';
import { commerceKeys } from '../api/query-keys';
import { usePackages } from '../api/search-packages';
import { addGuestCartItem, guestCartItems, rememberServerCart } from '../lib/cart-store';
import { packageValue } from '../lib/package-value';
import { CurrencySelect } from './currency-select';
import { KindFilter } from './kind-filter';
import { PackageCard } from './package-card';

/**
 * SPEC.md §2 packages: 8 a page, priced in the basket's currency, filtered by kind of therapy,
 * each with its price per session and saving against single sessions, added to the basket.
 */
export function PackagesScreen({ loggedIn }: { loggedIn: boolean }) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<PackageKind>();
  const [guestCurrency, setGuestCurrency] = useState<Currency>();
  const [adding, setAdding] = useState<number | null>(null);
  const cart = useCart(loggedIn);
  const currency = loggedIn ? cart.data?.currency : guestCurrency;
  const packages = usePackages(page, currency, kind);
  const addToCart = useAddToCart();
  const changeCurrency = useChangeCartCurrency();
  const shownCurrency = currency ?? packages.data?.data[0]?.pivot.currency ?? 'rial';

  const inBasket = new Set(
    loggedIn
      ? Object.values(cart.data?.items ?? {}).map((item) => item.package_id)
      : guestCartItems().map((item) => item.package_id),
  );

  const onCurrency = (next: Currency) => {
    const done = () =>
      snackbar.show(
        t('commerce.currency.changed', { currency: t(`commerce.currency.${next}`) }),
        'success',
      );
    setPage(1);
    if (!loggedIn) {
      setGuestCurrency(next);
      done();
      return;
    }
    changeCurrency.mutate(next, {
      onSuccess: done,
      onError: (error) => snackbar.show(errorText(error, t), 'error'),
    });
  };

  const onKind = (next: PackageKind | undefined) => {
    setKind(next);
    setPage(1);
  };

  const onAdd = (pkg: PackageSummary) => {
    if (!loggedIn) {
      const item = { package_id: pkg.id, title: pkg.title, price: pkg.pivot.price, qty: 1 };
      if (addGuestCartItem({ ...item, currency: pkg.pivot.currency }))
        snackbar.show(t('commerce.packages.added', { title: pkg.title }), 'success');
      else snackbar.show(t('commerce.packages.inBasket'), 'info');
      return;
    }
    setAdding(pkg.id);
    addToCart.mutate(pkg.id, {
      onSuccess: () => snackbar.show(t('commerce.packages.added', { title: pkg.title }), 'success'),
      onError: (error) => {
        // SPEC.md §8: a 400 that carries the cart updates the basket; its message is shown.
        const cartNow = cartInError(error);
        if (cartNow) {
          rememberServerCart(cartNow);
          queryClient.setQueryData(commerceKeys.cart, cartNow);
        }
        snackbar.show(errorText(error, t), 'error');
      },
      onSettled: () => setAdding(null),
    });
  };

  return (
    <section className="stack commerce-page" aria-busy={packages.isFetching || undefined}>
      <header className="commerce-header">
        <div>
          <h1>{t('screen.packages')}</h1>
          <p className="muted">{t('commerce.packages.intro')}</p>
        </div>
        <div className="commerce-header-actions">
          <KindFilter value={kind} onChange={onKind} />
          <CurrencySelect
            value={shownCurrency}
            onChange={onCurrency}
            disabled={changeCurrency.isPending}
          />
          <Link className="btn btn-ghost" to={`/${locale}/panel/basket`}>
            {t('commerce.packages.goToBasket')}
          </Link>
        </div>
      </header>
      {packages.isError ? (
        <div className="card stack" role="alert">
          <p>{t('commerce.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={() => void packages.refetch()}>
              {t('commerce.retry')}
            </Button>
          </div>
        </div>
      ) : !packages.data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : packages.data.data.length === 0 ? (
        <p className="card">
          {t(kind ? 'commerce.packages.emptyKind' : 'commerce.packages.empty')}
        </p>
      ) : (
        <>
          <ul className="package-grid" aria-label={t('commerce.packages.listLabel')}>
            {packages.data.data.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                value={packageValue(pkg, packages.data.data)}
                inBasket={inBasket.has(pkg.id)}
                busy={adding === pkg.id}
                onAdd={onAdd}
              />
            ))}
          </ul>
          <Pager
            page={page}
            perPage={packages.data.meta.perPage}
            total={packages.data.meta.total}
            onPage={setPage}
            busy={packages.isFetching}
          />
        </>
      )}
    </section>
  );
}
