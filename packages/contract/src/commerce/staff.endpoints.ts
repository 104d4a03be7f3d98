import { defineEndpoint } from '../common/endpoint';
import { dataOf, pageOf, pageQuery } from '../common/envelope';
import { idParam } from '../common/fields';
import { z } from '../common/zod-setup';
import {
  couponParams,
  createCouponBody,
  createGiftCodeBody,
  createPackageBody,
  exchangeRateParams,
  exchangeRateView,
  packageParams,
  paymentParams,
  refundBody,
  refundResult,
  rejectPaymentBody,
  reviewResult,
  setExchangeRateBody,
  setPricesBody,
  staffCoupon,
  staffFactorView,
  staffGiftCode,
  staffOfflinePayment,
  staffOfflinePaymentsQuery,
  staffPackage,
  updatePackageBody,
} from './staff.schema';
import {
  bankAccountParams,
  createBankAccountBody,
  staffBankAccount,
  staffBankAccounts,
  updateBankAccountBody,
} from './bank-accounts.schema';

/*
 * Staff consoles. Offline payments and refunds: roles support and admin. Packages, prices,
 * coupons, gift codes, exchange rates and bank accounts: admin only. Every action is audited.
 */
const tags = ['staff'] as const;
const factorParams = z.object({ factorID: idParam });

export const listOfflinePayments = defineEndpoint({
  method: 'GET',
  path: '/staff/offline-payments',
  access: 'user',
  summary: 'Bank transfers by state (pending first-come), with user, invoice and receipt link',
  tags,
  query: staffOfflinePaymentsQuery,
  response: pageOf(staffOfflinePayment),
});

export const approveOfflinePayment = defineEndpoint({
  method: 'POST',
  path: '/staff/offline-payments/:paymentId/approve',
  access: 'user',
  summary: 'Approve a pending bank transfer: the payment is paid and the invoice settled',
  tags,
  params: paymentParams,
  response: dataOf(reviewResult),
});

export const rejectOfflinePayment = defineEndpoint({
  method: 'POST',
  path: '/staff/offline-payments/:paymentId/reject',
  access: 'user',
  summary: 'Reject a pending bank transfer, with a reason; the invoice stays payable',
  tags,
  params: paymentParams,
  body: rejectPaymentBody,
  response: dataOf(reviewResult),
});

export const getStaffFactor = defineEndpoint({
  method: 'GET',
  path: '/staff/factors/:factorID',
  access: 'user',
  summary: 'An invoice with its owner, session credits (refundable counts) and refunds',
  tags,
  params: factorParams,
  response: dataOf(staffFactorView),
});

export const refundFactor = defineEndpoint({
  method: 'POST',
  path: '/staff/factors/:factorID/refunds',
  access: 'user',
  summary:
    'Refund unused sessions of a paid invoice, pro rata, to the wallet or the original method',
  tags,
  params: factorParams,
  body: refundBody,
  response: dataOf(refundResult),
  status: 201,
});

export const listPackages = defineEndpoint({
  method: 'GET',
  path: '/staff/packages',
  access: 'user',
  summary: 'Every package (active or not) with its prices',
  tags,
  response: dataOf(z.array(staffPackage)),
});

export const createPackage = defineEndpoint({
  method: 'POST',
  path: '/staff/packages',
  access: 'user',
  summary: 'Create a package with a price in at least one currency',
  tags,
  body: createPackageBody,
  response: dataOf(staffPackage),
  status: 201,
});

export const updatePackage = defineEndpoint({
  method: 'PATCH',
  path: '/staff/packages/:packageId',
  access: 'user',
  summary: 'Change a package’s titles, kind, sessions, activity or order',
  tags,
  params: packageParams,
  body: updatePackageBody,
  response: dataOf(staffPackage),
});

export const setPackagePrices = defineEndpoint({
  method: 'PUT',
  path: '/staff/packages/:packageId/prices',
  access: 'user',
  summary: 'Replace a package’s prices (at least one currency)',
  tags,
  params: packageParams,
  body: setPricesBody,
  response: dataOf(staffPackage),
});

export const listCoupons = defineEndpoint({
  method: 'GET',
  path: '/staff/coupons',
  access: 'user',
  summary: 'Discount codes, newest first',
  tags,
  query: pageQuery(),
  response: pageOf(staffCoupon),
});

export const createCoupon = defineEndpoint({
  method: 'POST',
  path: '/staff/coupons',
  access: 'user',
  summary: 'Create a discount code (percent, or a fixed amount per currency)',
  tags,
  body: createCouponBody,
  response: dataOf(staffCoupon),
  status: 201,
});

export const deactivateCoupon = defineEndpoint({
  method: 'POST',
  path: '/staff/coupons/:couponId/deactivate',
  access: 'user',
  summary: 'Stop a discount code from applying',
  tags,
  params: couponParams,
  response: dataOf(staffCoupon),
});

export const listGiftCodes = defineEndpoint({
  method: 'GET',
  path: '/staff/giftcodes',
  access: 'user',
  summary: 'Gift codes, newest first',
  tags,
  query: pageQuery(),
  response: pageOf(staffGiftCode),
});

export const createGiftCode = defineEndpoint({
  method: 'POST',
  path: '/staff/giftcodes',
  access: 'user',
  summary: 'Create a single-use gift code worth an amount in one currency',
  tags,
  body: createGiftCodeBody,
  response: dataOf(staffGiftCode),
  status: 201,
});

export const listExchangeRates = defineEndpoint({
  method: 'GET',
  path: '/staff/exchange-rates',
  access: 'user',
  summary: 'Minor units per US dollar, per currency',
  tags,
  response: dataOf(z.array(exchangeRateView)),
});

export const setExchangeRate = defineEndpoint({
  method: 'PUT',
  path: '/staff/exchange-rates/:currency',
  access: 'user',
  summary: 'Set how many minor units of a currency one US dollar buys',
  tags,
  params: exchangeRateParams,
  body: setExchangeRateBody,
  response: dataOf(exchangeRateView),
});

export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/staff/bank-accounts',
  access: 'user',
  summary: 'The accounts clients send bank transfers to, per platform and currency (admin)',
  tags,
  response: dataOf(staffBankAccounts),
});

export const createBankAccount = defineEndpoint({
  method: 'POST',
  path: '/staff/bank-accounts',
  access: 'user',
  summary: 'Add an account for bank transfers: holder, bank, IBAN and/or card number (admin)',
  tags,
  body: createBankAccountBody,
  response: dataOf(staffBankAccount),
  status: 201,
});

export const updateBankAccount = defineEndpoint({
  method: 'PATCH',
  path: '/staff/bank-accounts/:accountId',
  access: 'user',
  summary: 'Change an account for bank transfers, or stop showing it (active: false) (admin)',
  tags,
  params: bankAccountParams,
  body: updateBankAccountBody,
  response: dataOf(staffBankAccount),
});
