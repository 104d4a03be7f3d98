import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import {
  bearer,
  codeIn,
  lastMessageTo,
  randomIp,
  registerClient,
  uniqueEmail,
} from '../../../test/factories';
import { consumeCode, issueCode } from '../one-time-codes';

const clock = new ManualClock(new Date());
const t = testAppForFile({ clock });

const post = (url: string, payload: object, ip = randomIp(), lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

async function sendAndRead(email: string) {
  const sent = await post('/api/v1/send-email-otp', { email });
  expect(sent.statusCode).toBe(200);
  return codeIn((await lastMessageTo(t.app, email))?.body);
}

describe('email login codes', () => {
  it('signs up a new address with the emailed code, then logs it in again', async () => {
    const email = uniqueEmail('otp');
    const code = await sendAndRead(email);
    const first = await post('/api/v1/submit-email-otp', { email, code });
    expect(first.statusCode).toBe(200);
    const { data } = json<{
      data: { token: string; profile: { email: string; has_password: boolean } };
    }>(first);
    expect(data.profile).toMatchObject({ email, has_password: false });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/checkLogin',
          headers: bearer(data.token),
        })
      ).statusCode,
    ).toBe(200);

    const again = await post('/api/v1/submit-email-otp', { email, code: await sendAndRead(email) });
    expect(json<{ data: { profile: { id: number } } }>(again).data.profile.id).toBe(
      json<{ data: { profile: { id: number } } }>(first).data.profile.id,
    );
  });

  it('answers known and unknown addresses alike', async () => {
    const known = await registerClient(t.app);
    const a = await post('/api/v1/send-email-otp', { email: known.email });
    const b = await post('/api/v1/send-email-otp', { email: uniqueEmail('nobody') });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
  });

  it('accepts a code once only', async () => {
    const email = uniqueEmail('reuse');
    const code = await sendAndRead(email);
    expect((await post('/api/v1/submit-email-otp', { email, code })).statusCode).toBe(200);
    const reused = await post('/api/v1/submit-email-otp', { email, code });
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({
      code: 'code_invalid',
      message: 'The code is wrong or has expired. Ask for a new code and try again.',
    });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = uniqueEmail('guess');
    const code = await sendAndRead(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/v1/submit-email-otp', { email, code: wrong })).statusCode).toBe(422);
    expect((await post('/api/v1/submit-email-otp', { email, code })).statusCode).toBe(422);
  });

  it('gives parallel guesses 5 tries in all', async () => {
    const email = uniqueEmail('parallel-guess');
    const code = await sendAndRead(email);
    const guesses = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((guess) => post('/api/v1/submit-email-otp', { email, code: guess })),
    );
    expect((await post('/api/v1/submit-email-otp', { email, code })).statusCode).toBe(422);
  });

  it('expires a code after 10 minutes', async () => {
    const email = uniqueEmail('late');
    const code = await sendAndRead(email);
    clock.advance(10 * 60_000 + 1_000);
    expect((await post('/api/v1/submit-email-otp', { email, code })).statusCode).toBe(422);
    clock.set(new Date());
  });

  it('only the newest code of an address works', async () => {
    const email = uniqueEmail('newest');
    const older = await sendAndRead(email);
    const newer = await sendAndRead(email);
    if (older !== newer)
      expect((await post('/api/v1/submit-email-otp', { email, code: older })).statusCode).toBe(422);
    expect((await post('/api/v1/submit-email-otp', { email, code: newer })).statusCode).toBe(200);
  });

  it('binds a code to its purpose and address', async () => {
    const email = uniqueEmail('bound');
    const code = await issueCode(t.deps, 'login_email', email);
    await expect(consumeCode(t.deps, 'login_whatsapp', email, code)).rejects.toMatchObject({
      code: 'code_invalid',
    });
    await expect(
      consumeCode(t.deps, 'login_email', uniqueEmail('other'), code),
    ).rejects.toMatchObject({ code: 'code_invalid' });
    await expect(consumeCode(t.deps, 'login_email', email, code)).resolves.toBeUndefined();
  });

  it('turns one code submitted 20 times at once into exactly one session', async () => {
    const email = uniqueEmail('race');
    const code = await sendAndRead(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/v1/submit-email-otp', { email, code })),
    );
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    // The rest: the code is used up (422), or the address's check limit was reached (429).
    expect(results.every((r) => [200, 422, 429].includes(r.statusCode))).toBe(true);
    const userId = json<{ data: { profile: { id: number } } }>(winners[0]!).data.profile.id;
    const { authTokens } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    const sessions = await t.deps.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, userId));
    expect(sessions).toHaveLength(1);
  });

  it('throttles sending per address (5 an hour) and says so', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/v1/send-email-otp', { email })).statusCode).toBe(200);
    const sixth = await post('/api/v1/send-email-otp', { email });
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('throttles checking per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      statuses.push(
        (await post('/api/v1/submit-email-otp', { email: uniqueEmail('x'), code: '123456' }, ip))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 50).every((s) => s === 422)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('keeps codes out of the audit log', async () => {
    const email = uniqueEmail('audit');
    const code = await sendAndRead(email);
    await post('/api/v1/submit-email-otp', { email, code });
    const { auditEvents } = await import('../../../db/schema');
    const rows = await t.deps.database.db.select().from(auditEvents);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('WhatsApp login codes', () => {
  it('logs in with a code sent to the phone, and refuses numbers that do not exist', async () => {
    const cel = '+4915112345678';
    expect((await post('/api/v1/send-whatsapp-otp', { cel: '+49 151 1234 5678' })).statusCode).toBe(
      200,
    );
    const message = await lastMessageTo(t.app, cel);
    expect(message?.channel).toBe('whatsapp');
    const ok = await post('/api/v1/submit-whatsapp-otp', { cel, code: codeIn(message?.body) });
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: { profile: { cel: string } } }>(ok).data.profile.cel).toBe(cel);

    const bogus = await post('/api/v1/send-whatsapp-otp', { cel: '+98123' });
    expect(bogus.statusCode).toBe(422);
    const notReal = await post('/api/v1/send-whatsapp-otp', { cel: '+9800000000000' });
    expect(notReal.statusCode).toBe(422);
    expect(json(notReal)).toMatchObject({
      code: 'phone_invalid',
      message: 'Phone Number Invalid.',
    });
  });

  it('accepts the code typed in Persian digits', async () => {
    const cel = '+989121234567';
    await post('/api/v1/send-whatsapp-otp', { cel }, randomIp(), 'fa');
    const message = await lastMessageTo(t.app, cel);
    expect(message?.body).toContain('کد ورود');
    const persian = codeIn(message?.body).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    expect((await post('/api/v1/submit-whatsapp-otp', { cel, code: persian })).statusCode).toBe(
      200,
    );
  });
});
