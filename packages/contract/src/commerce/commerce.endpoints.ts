import { defineEndpoint } from '../common/endpoint';
import { dataOf, pageOf, pageQuery } from '../common/envelope';
import { idParam } from '../common/fields';
import { z } from '../common/zod-setup';
import {
  addToCartBody,
  cart,
  cartQuery,
  changeCurrencyBody,
  couponBody,
  factor,
  giftCodeBody,
  packageSearchBody,
  packageSearchQuery,
  packageSummary,
  removeFromCartBody,
  walletBalance,
  walletPaymentBody,
  walletRecord,
} from './commerce.schema';

const cartResponse = dataOf(cart);
const factorResponse = dataOf(z.object({ factor }));
const factorParams = z.object({ factorID: idParam });

export const searchPackages = defineEndpoint({
  method: 'POST',
  path: '/package/search',
  access: 'public',
  summary: 'Packages with their price in the currency in use (8 a page)',
  tags: ['commerce'],
  query: packageSearchQuery,
  body: packageSearchBody,
  response: pageOf(packageSummary),
});

export const getCart = defineEndpoint({
  method: 'GET',
  path: '/cart',
  access: 'user',
  summary: 'The basket (preflight as the query or the x-preflight header; the query wins)',
  tags: ['commerce'],
  /** Headers: `cartHeaders` (x-preflight), attached by the API's cart routes. */
  query: cartQuery,
  response: cartResponse,
});

export const addToCart = defineEndpoint({
  method: 'POST',
  path: '/cart',
  access: 'user',
  summary: 'Add a package to the basket (400 with the cart when it is already there)',
  tags: ['commerce'],
  body: addToCartBody,
  response: cartResponse,
});

export const removeFromCart = defineEndpoint({
  method: 'POST',
  path: '/cart/remove',
  access: 'user',
  summary: 'Remove a package from the basket',
  tags: ['commerce'],
  body: removeFromCartBody,
  response: cartResponse,
});

export const emptyCart = defineEndpoint({
  method: 'POST',
  path: '/cart/removeall',
  access: 'user',
  summary: 'Empty the basket',
  tags: ['commerce'],
  response: cartResponse,
});

export const changeCartCurrency = defineEndpoint({
  method: 'POST',
  path: '/cart/changecurrency',
  access: 'user',
  summary: 'Price the basket in another currency',
  tags: ['commerce'],
  body: changeCurrencyBody,
  response: cartResponse,
});

export const validateCoupon = defineEndpoint({
  method: 'POST',
  path: '/validateCoupon',
  access: 'user',
  summary: 'Apply a discount code to the basket (answers the cart)',
  tags: ['commerce'],
  body: couponBody,
  response: dataOf(z.object({ cart })),
});

export const saveOrder = defineEndpoint({
  method: 'POST',
  path: '/saveorder',
  access: 'user',
  summary: 'Turn the basket into an invoice (factor)',
  tags: ['commerce'],
  response: factorResponse,
  status: 201,
});

export const listFactors = defineEndpoint({
  method: 'GET',
  path: '/user/factors',
  access: 'user',
  summary: 'The user’s invoices, newest first',
  tags: ['commerce'],
  query: pageQuery(),
  response: pageOf(factor),
});

export const getFactor = defineEndpoint({
  method: 'GET',
  path: '/user/factors/:factorID',
  access: 'user',
  summary: 'One invoice with its items and payments',
  tags: ['commerce'],
  params: factorParams,
  response: factorResponse,
});

export const getLastPayableFactor = defineEndpoint({
  method: 'GET',
  path: '/user/getlastpayablefactor',
  access: 'user',
  summary: 'The newest invoice that still has something to pay (or null)',
  tags: ['commerce'],
  response: dataOf(z.object({ factor: z.nullable(factor) })),
});

export const walletRecords = defineEndpoint({
  method: 'GET',
  path: '/user/walletrecords',
  access: 'user',
  summary: 'Wallet entries, newest first, and the balance per currency',
  tags: ['commerce'],
  query: pageQuery(),
  response: z.object({
    data: z.array(walletRecord),
    meta: z.object({
      page: z.int(),
      perPage: z.int(),
      total: z.int(),
      balances: z.array(walletBalance),
    }),
  }),
});

export const redeemGiftCode = defineEndpoint({
  method: 'POST',
  path: '/user/giftcodes',
  access: 'user',
  summary: 'Credit a gift code to the wallet (once)',
  tags: ['commerce'],
  body: giftCodeBody,
  response: dataOf(z.object({ balances: z.array(walletBalance) })),
});

export const payFactorFromWallet = defineEndpoint({
  method: 'POST',
  path: '/user/factors/:factorID/addwalletpaymentrecord',
  access: 'user',
  summary: 'Pay an invoice (in full or in part) from the wallet',
  tags: ['commerce'],
  params: factorParams,
  body: walletPaymentBody,
  // No body at all means: pay everything that is due.
  optionalBody: true,
  response: factorResponse,
});
