import { clientWithPayableFactor, newClient } from './commerce-fixtures';
import { bearer, DEMO_CLIENT, logIn } from './demo-login';
import type { Scenario } from './scenario';
import { presessionTimesScenario } from './presession-scenario';
import { suggestionsScenario } from './suggestions-scenario';
import { doctorTimesScenario } from './times-scenario';

/** The cheapest route the server has: every other scenario is reported as a ratio to it. */
export const baselineScenario: Scenario = {
  name: 'healthz (baseline)',
  request: { method: 'GET', path: '/healthz' },
};

/** Measured in order after the baseline. A new benchmark is one more entry here. */
export const scenarios: Scenario[] = [
  {
    name: 'platformInfo',
    request: { method: 'GET', path: '/api/v1/platformInfo' },
  },
  {
    name: 'user/profile (auth)',
    request: { method: 'GET', path: '/api/v1/user/profile' },
    setup: async ({ baseUrl }) => ({ headers: bearer(await logIn(baseUrl, DEMO_CLIENT)) }),
  },
  {
    // A basket write: the same package once more (insert-or-increment on the user's cart).
    name: 'cart write (auth)',
    request: {
      method: 'POST',
      path: '/api/v1/cart',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ package_id: 1, addone: true }),
    },
    setup: async ({ baseUrl }) => ({ headers: bearer(await newClient(baseUrl)) }),
  },
  {
    // A checkout write: pay 1 toman of a factor from the wallet (factor and wallet locked,
    // payment row, ledger entry and factor update in one transaction).
    name: 'checkout: wallet payment (auth)',
    request: {
      method: 'POST',
      path: '/api/v1/user/factors/0/addwalletpaymentrecord',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    },
    setup: async ({ baseUrl }) => {
      const { token, factorId } = await clientWithPayableFactor(baseUrl);
      return {
        headers: bearer(token),
        path: `/api/v1/user/factors/${factorId}/addwalletpaymentrecord`,
      };
    },
  },
  doctorTimesScenario,
  presessionTimesScenario,
  suggestionsScenario,
];
