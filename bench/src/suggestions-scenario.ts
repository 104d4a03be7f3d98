import { bearer, DEMO_CLIENT, logIn } from './demo-login';
import { SUGGESTION_POOL } from './many-therapists';
import { rawRequest } from './raw-request';
import type { Scenario } from './scenario';

const PATH = '/api/v1/user/match-making-ai/get-suggested-doctor';

/**
 * The demo client asks for ranked therapists with reasons, among `SUGGESTION_POOL` therapists
 * (many-therapists.ts): every one's free time is computed and ranked. Setup checks the answer
 * really ranks that many.
 */
export const suggestionsScenario: Scenario = {
  name: `match-making-ai/get-suggested-doctor, ${SUGGESTION_POOL} therapists`,
  request: {
    method: 'POST',
    path: PATH,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  },
  setup: async ({ baseUrl }) => {
    const headers = bearer(await logIn(baseUrl, DEMO_CLIENT));
    const response = await rawRequest(`${baseUrl}${PATH}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: '{}',
    });
    const text = response.body.toString('utf8');
    if (response.status !== 200) throw new Error(`POST ${PATH}: ${response.status} ${text}`);
    const ranked = (JSON.parse(text) as { data: unknown[] }).data.length;
    if (ranked < SUGGESTION_POOL)
      throw new Error(`only ${ranked} therapists ranked, ${SUGGESTION_POOL} expected`);
    return { headers };
  },
};
