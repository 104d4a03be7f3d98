import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart, Currency } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useChangeCartCurrency } from '../api/change-cart-currency';
import { useEmptyCart } from '../api/empty-cart';
import { useCart } from '../api/get-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useSaveOrder } from '../api/save-order';
import { useValidateCoupon } from '../api/validate-coupon';
import { clearGuestCart, guestCartItems, removeGuestCartItem } from '../lib/cart-store';
import { AmountRows } from './amount-rows';
import { CartItems, type CartLine } from './cart-items';
import { CodeForm } from './code-form';
import { CurrencySelect } from './currency-select';

const linesOf = (cart: Cart): CartLine[] =>
  Object.values(cart.items).map((item) => ({
    packageId: item.package_id,
    title: item.item.title,
    price: item.price,
    qty: item.qty,
    total: item.total,
  }));

/** SPEC.md §2 basket: lines, coupon, totals, currency, and "save order" → the new factor. */
export function BasketScreen({ loggedIn }: { loggedIn: boolean }) {
  const { t, tMessage, locale } = useI18n();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const cart = useCart(loggedIn);
  const remove = useRemoveFromCart();
  const empty = useEmptyCart();
  const changeCurrency = useChangeCartCurrency();
  const coupon = useValidateCoupon();
  const saveOrder = useSaveOrder();
  const [removing, setRemoving] = useState<number | null>(null);
  const [guestVersion, setGuestVersion] = useState(0);
  const fail = (error: unknown) => snackbar.show(errorText(error, t), 'error');

  const guestLines: CartLine[] = guestCartItems().map((item) => ({
    packageId: item.package_id,
    title: item.title,
    price: item.price,
    qty: item.qty,
    total: item.price * item.qty,
  }));
  const data = cart.data;
  const lines = loggedIn ? (data ? linesOf(data) : []) : guestLines;
  const currency: Currency = data?.currency ?? guestCartItems()[0]?.currency ?? 'rial';

  const onRemove = (line: CartLine) => {
    const done = () =>
      snackbar.show(t('commerce.basket.removed', { title: line.title }), 'success');
    if (!loggedIn) {
      removeGuestCartItem(line.packageId);
      setGuestVersion(guestVersion + 1);
      done();
      return;
    }
    setRemoving(line.packageId);
    remove.mutate(line.packageId, {
      onSuccess: done,
      onError: fail,
      onSettled: () => setRemoving(null),
    });
  };

  const onEmpty = () => {
    const done = () => snackbar.show(t('commerce.basket.emptied'), 'success');
    if (!loggedIn) {
      clearGuestCart();
      setGuestVersion(guestVersion + 1);
      done();
      return;
    }
    empty.mutate(undefined, { onSuccess: done, onError: fail });
  };

  const onSave = () => {
    if (!loggedIn) {
      // SPEC.md §8: the cart asks a guest to log in, then comes back here.
      snackbar.show(t('commerce.basket.loginFirst'), 'error');
      const back = encodeURIComponent(`/${locale}/panel/basket`);
      void navigate(`/${locale}/login?afterLogin=${back}`);
      return;
    }
    saveOrder.mutate(undefined, {
      onSuccess: (factor) => {
        snackbar.show(t('commerce.basket.orderSaved'), 'success');
        void navigate(`/${locale}/panel/factor/${factor.id}`);
      },
      onError: fail,
    });
  };

  if (loggedIn && cart.isError) {
    return (
      <section className="stack commerce-page">
        <h1>{t('screen.basket')}</h1>
        <div className="card stack" role="alert">
          <p>{t('commerce.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={() => void cart.refetch()}>
              {t('commerce.retry')}
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="stack commerce-page">
      <header className="commerce-header">
        <div>
          <h1>{t('screen.basket')}</h1>
          <p className="muted">{t('commerce.basket.intro')}</p>
        </div>
        {loggedIn && data ? (
          <div className="commerce-header-actions">
            <CurrencySelect
              value={currency}
              disabled={changeCurrency.isPending}
              onChange={(next) =>
                changeCurrency.mutate(next, {
                  onSuccess: () =>
                    snackbar.show(
                      t('commerce.currency.changed', {
                        currency: t(`commerce.currency.${next}`),
                      }),
                      'success',
                    ),
                  onError: fail,
                })
              }
            />
          </div>
        ) : null}
      </header>
      {loggedIn && !data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : lines.length === 0 ? (
        <div className="card stack empty-state" data-testid="basket-empty">
          <p>{t('commerce.basket.empty')}</p>
          <div>
            <Link className="btn btn-primary" to={`/${locale}/panel/packages`}>
              {t('commerce.basket.browse')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="basket-layout">
          <div className="card stack basket-items">
            <CartItems lines={lines} currency={currency} removing={removing} onRemove={onRemove} />
            <div>
              <Button variant="ghost" onClick={onEmpty} busy={empty.isPending}>
                {t('commerce.basket.emptyAll')}
              </Button>
            </div>
            {!loggedIn ? <p className="muted">{t('commerce.basket.guestNote')}</p> : null}
          </div>
          <aside className="card stack basket-summary" aria-labelledby="basket-summary-title">
            <h2 id="basket-summary-title">{t('commerce.basket.summary')}</h2>
            {loggedIn ? (
              <CodeForm
                testId="coupon-form"
                label={t('commerce.basket.coupon')}
                submitLabel={t('commerce.basket.applyCoupon')}
                requiredMessage={tMessage('v.coupon_required')}
                busy={coupon.isPending}
                onSubmit={(code) =>
                  coupon.mutateAsync(code).then(
                    () => snackbar.show(t('commerce.basket.couponApplied'), 'success'),
                    (error: unknown) => {
                      fail(error);
                      throw error;
                    },
                  )
                }
              />
            ) : null}
            {data?.coupon ? (
              <p className="coupon-active" data-testid="coupon-active">
                {t('commerce.basket.couponActive', { code: data.coupon.code })}
              </p>
            ) : null}
            <AmountRows
              currency={currency}
              rows={[
                {
                  label: t('commerce.basket.subtotal'),
                  amount: data?.subtotal ?? lines.reduce((sum, line) => sum + line.total, 0),
                  testId: 'basket-subtotal',
                },
                {
                  label: t('commerce.basket.discount'),
                  amount: data?.discount ?? 0,
                  minus: true,
                  testId: 'basket-discount',
                },
                {
                  label: t('commerce.basket.final'),
                  amount: data?.final_price ?? lines.reduce((sum, line) => sum + line.total, 0),
                  strong: true,
                  testId: 'basket-final',
                },
              ]}
            />
            <Button block onClick={onSave} busy={saveOrder.isPending} data-testid="save-order">
              {t('commerce.basket.saveOrder')}
            </Button>
          </aside>
        </div>
      )}
    </section>
  );
}
