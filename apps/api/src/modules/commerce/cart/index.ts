export { cartRoutes } from './cart.routes';
export { ensureCart, listCartItems, clearCart } from './cart.repository';
export { priceCart, type PricedCart } from './cart-pricing';
export { addToCart, type CartContext } from './cart.service';
