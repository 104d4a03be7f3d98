// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@ravan/contract';
import { fakeApi, invalid } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { BasketScreen } from './basket-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CART: Cart = {
  items: {
    '3': {
      item: { id: 3, title: 'بستهٔ چهار جلسه‌ای' },
      package_id: 3,
      price: 40_000_000,
      qty: 1,
      total: 40_000_000,
    },
  },
  currency: 'rial',
  subtotal: 40_000_000,
  discount: 0,
  coupon: null,
  gift_code: null,
  final_price: 40_000_000,
};
const DISCOUNTED: Cart = {
  ...CART,
  discount: 4_000_000,
  coupon: { code: 'SPRING10', discount: 4_000_000 },
  final_price: 36_000_000,
};
const NOT_VALID = 'این کد تخفیف معتبر نیست.';

function basket() {
  const view = renderWithApp(<BasketScreen loggedIn />, { path: '/fa/panel/basket' });
  const { t } = view;
  const user = userEvent.setup({ delay: null });
  const applyCoupon = async (code: string) => {
    const form = await screen.findByTestId('coupon-form');
    await user.type(within(form).getByLabelText(t('commerce.basket.coupon')), code);
    await user.click(within(form).getByRole('button', { name: t('commerce.basket.applyCoupon') }));
  };
  return { t, applyCoupon };
}

describe('the basket', { timeout: 30_000 }, () => {
  it('lists the cart and applies a coupon: the request carries the code, the totals change', async () => {
    const api = fakeApi({
      'GET /cart': () => ({ body: { data: CART } }),
      'POST /validateCoupon': () => ({ body: { message: 'ok', data: { cart: DISCOUNTED } } }),
    });
    const { t, applyCoupon } = basket();
    expect(await screen.findByText('بستهٔ چهار جلسه‌ای')).toBeTruthy();
    const final = screen.getByTestId('basket-final').textContent;

    await applyCoupon('  SPRING10 ');
    expect(await screen.findByTestId('coupon-active')).toBeTruthy();
    expect(api.bodies('POST /validateCoupon')).toEqual([{ code: 'SPRING10' }]);
    expect(screen.getByTestId('coupon-active').textContent).toBe(
      t('commerce.basket.couponActive', { code: 'SPRING10' }),
    );
    expect(screen.getByTestId('basket-final').textContent).not.toBe(final);
    expect(screen.getByTestId('snackbar').textContent).toContain(
      t('commerce.basket.couponApplied'),
    );
  });

  it('shows a 422 on the coupon field and in the snackbar, and keeps the totals', async () => {
    fakeApi({
      'GET /cart': () => ({ body: { data: CART } }),
      'POST /validateCoupon': () => invalid(NOT_VALID, { code: [NOT_VALID] }),
    });
    const { t, applyCoupon } = basket();
    await screen.findByText('بستهٔ چهار جلسه‌ای');
    const final = screen.getByTestId('basket-final').textContent;

    await applyCoupon('NOPE');
    const form = screen.getByTestId('coupon-form');
    const box = within(form).getByLabelText(t('commerce.basket.coupon'));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toBe(NOT_VALID);
    expect((box as HTMLInputElement).value).toBe('NOPE');
    expect(screen.getByTestId('snackbar').textContent).toContain(NOT_VALID);
    expect(screen.queryByTestId('coupon-active')).toBeNull();
    expect(screen.getByTestId('basket-final').textContent).toBe(final);
  });
});
