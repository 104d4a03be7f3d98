import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/test-app-for-file';
import { uniqueEmail } from '../test/factories';
import { auditEvents } from '../db/schema';

const t = testAppForFile({ env: { TRUST_PROXY: '127.0.0.1' } });

async function failedLoginFrom(remoteAddress: string, forwardedFor: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('xff'), password: 'wrong-password-1' },
  });
  const [row] = await t.deps.database.db
    .select({ ip: auditEvents.ip })
    .from(auditEvents)
    .where(eq(auditEvents.action, 'login_failed'))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.ip;
}

describe('client address behind proxies (TRUST_PROXY)', () => {
  it('believes X-Forwarded-For only from a configured proxy', async () => {
    expect(await failedLoginFrom('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // Anyone else sending the header is not believed: throttles and the audit see the real peer.
    expect(await failedLoginFrom('198.51.100.2', '203.0.113.8')).toBe('198.51.100.2');
  });
});
