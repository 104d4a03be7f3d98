import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { bearer, registerClient } from '../../../test/factories';
import { consentAcceptances } from './consent-acceptances.table';

const t = testAppForFile();

const accept = (token: string, version: string, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/consent-form',
    headers: { ...bearer(token), host, 'accept-language': 'en' },
    payload: { consent_version: version },
  });

describe('consent', () => {
  it('records the current version on the profile and in the history', async () => {
    const client = await registerClient(t.app);
    expect(client.profile).toMatchObject({ consent_at: null });
    const response = await accept(client.token, '2026-01');
    expect(response.statusCode).toBe(200);
    const { profile } = json<{
      data: { profile: { consent_at: string; consent_version: string } };
    }>(response).data;
    expect(profile.consent_version).toBe('2026-01');
    expect(Date.parse(profile.consent_at)).not.toBeNaN();
    const history = await t.deps.database.db
      .select()
      .from(consentAcceptances)
      .where(eq(consentAcceptances.userId, client.profile.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: '2026-01', platformId: 1 });
  });

  it('refuses a version that is not the platform’s current one', async () => {
    const client = await registerClient(t.app);
    const response = await accept(client.token, '2019-01');
    expect(response.statusCode).toBe(409);
    expect(json(response).code).toBe('consent_version_mismatch');
  });

  it('has nothing to accept on a platform without consent (id 4)', async () => {
    const client = await registerClient(t.app);
    expect((await accept(client.token, '2026-01', 'partner.ravan.localhost')).statusCode).toBe(409);
  });

  it('needs a login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/consent-form',
      payload: { consent_version: '2026-01' },
    });
    expect(response.statusCode).toBe(401);
  });
});
