import type { Cart, Currency, Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { currencyInUse, findPricedPackages } from '../catalog';
import { evaluateCouponCode } from '../coupons';
import {
  clearCart,
  deleteCartItem,
  ensureCart,
  incrementCartItem,
  insertCartItem,
  listCartItems,
  updateCart,
} from './cart.repository';
import { priceCart, toCart } from './cart-pricing';

export interface CartContext {
  deps: AppDeps;
  user: UserRow;
  platformCurrency: Currency;
  locale: Locale;
}

async function load({ deps, user, platformCurrency }: CartContext) {
  const db = deps.database.db;
  const cart = await ensureCart(db, user.id, currencyInUse(user.currency, platformCurrency));
  const items = await listCartItems(db, user.id);
  return priceCart(db, deps.clock, cart, items);
}

export async function getCart(context: CartContext): Promise<Cart> {
  return toCart(await load(context), context.locale);
}

export async function addToCart(
  context: CartContext,
  packageId: number,
  addOne: boolean,
): Promise<Cart> {
  const { deps, user } = context;
  const db = deps.database.db;
  const cart = await ensureCart(
    db,
    user.id,
    currencyInUse(user.currency, context.platformCurrency),
  );
  const [pkg] = await findPricedPackages(db, [packageId], cart.currency);
  if (!pkg) throw new AppError('package_unavailable');
  const added = await insertCartItem(db, user.id, packageId);
  if (!added) {
    if (!addOne) throw new AppError('package_in_basket', { data: await getCart(context) });
    await incrementCartItem(db, user.id, packageId);
  }
  return getCart(context);
}

export async function removeFromCart(context: CartContext, packageId: number): Promise<Cart> {
  await deleteCartItem(context.deps.database.db, context.user.id, packageId);
  return getCart(context);
}

export async function emptyCart(context: CartContext): Promise<Cart> {
  await ensureCart(
    context.deps.database.db,
    context.user.id,
    currencyInUse(context.user.currency, context.platformCurrency),
  );
  await clearCart(context.deps.database.db, context.user.id);
  return getCart(context);
}

/** Prices the basket in another currency; refused when a package has no price there. */
export async function changeCartCurrency(context: CartContext, currency: Currency): Promise<Cart> {
  const db = context.deps.database.db;
  await ensureCart(
    db,
    context.user.id,
    currencyInUse(context.user.currency, context.platformCurrency),
  );
  const items = await listCartItems(db, context.user.id);
  const priced = await findPricedPackages(
    db,
    items.map((item) => item.packageId),
    currency,
  );
  if (priced.length !== items.length) throw new AppError('package_unavailable');
  await updateCart(db, context.user.id, { currency, couponId: null });
  return getCart(context);
}

/** Checks a discount code against the basket and applies it. */
export async function applyCoupon(context: CartContext, code: string): Promise<Cart> {
  const { deps, user } = context;
  const priced = await load(context);
  if (priced.lines.length === 0) throw new AppError('cart_empty');
  const applied = await evaluateCouponCode(
    deps.database.db,
    deps.clock,
    code,
    user.id,
    priced.currency,
    priced.lines.map((line) => ({ packageId: line.pkg.id, totalMinor: line.totalMinor })),
  );
  await updateCart(deps.database.db, user.id, { couponId: applied.coupon.id });
  return getCart(context);
}
