import { bearer, DEMO_CLIENT, logIn } from './demo-login';
import { rawRequest } from './raw-request';
import type { Scenario } from './scenario';

const DAYS = 14;
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The demo client asks for every evaluator's free 15-minute slots over the next 14 local days
 * (the pre-session booking's first step). Setup checks the answer really has slots.
 */
export const presessionTimesScenario: Scenario = {
  name: `presession/get-empty-time ${DAYS} days`,
  request: { method: 'GET', path: '/api/v1/user/presession/get-empty-time' },
  setup: async ({ baseUrl }) => {
    const headers = bearer(await logIn(baseUrl, DEMO_CLIENT));
    const today = new Date();
    const last = new Date(today.getTime() + (DAYS - 1) * 86_400_000);
    const path = `/api/v1/user/presession/get-empty-time?from=${isoDay(today)}&to=${isoDay(last)}&tz=Asia/Tehran`;
    const response = await rawRequest(`${baseUrl}${path}`, {
      headers: { accept: 'application/json', ...headers },
    });
    const text = response.body.toString('utf8');
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${text}`);
    const slots = (JSON.parse(text) as { data: unknown[] }).data.length;
    if (slots === 0) throw new Error('no evaluation slots in 14 days: the evaluator is missing');
    return { headers, path };
  },
};
