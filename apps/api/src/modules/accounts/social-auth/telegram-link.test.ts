import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { hashSecretToken } from '../../../lib/secret-token';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { bearer, randomIp, registerClient } from '../../../test/factories';
import { lastAudit, userRow } from '../../../test/social-auth-fixtures';
import { telegramLinkTokens } from './telegram-link-tokens.table';

const BOT_TOKEN = '7000000001:AAtest-bot-token-for-ravan-tests';
const clock = new ManualClock(new Date());
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock, env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

let nextTelegramId = 5_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
const newTelegramId = () => (nextTelegramId += 1);
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

/** Signs widget data the way Telegram does (written out here, independently of the server). */
function signed<F extends Record<string, string | number>>(fields: F, botToken = BOT_TOKEN) {
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(dataCheckString).digest('hex') };
}

function widgetData(overrides: Record<string, string | number> = {}) {
  return {
    id: newTelegramId(),
    first_name: 'Ali',
    last_name: 'Rezaei',
    username: 'ali_rezaei',
    photo_url: 'https://t.me/i/userpic/320/ali.jpg',
    auth_date: nowSeconds(),
    ...overrides,
  };
}

function attach(token: string, payload: unknown, ip = randomIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/attach-telegram',
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
}

function submitToken(token: string, linkToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/submit_telegram_token',
    headers: bearer(token),
    payload: { telegram_auth_token: linkToken },
    remoteAddress: randomIp(),
  });
}

async function botLink(telegramId: number, username?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dev/telegram-link',
    payload: { telegram_id: telegramId, ...(username ? { telegram_username: username } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: { token: string; url: string } }>(response).data;
}

function expectTelegramInvalid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(422);
  expect((response.json() as { code: string }).code).toBe('telegram_invalid');
}

describe('POST /user/attach-telegram (Login Widget)', () => {
  it('links the Telegram account when the hash is Telegram’s, and audits it', async () => {
    const client = await registerClient(t.app);
    const data = widgetData();
    const ip = randomIp();
    const response = await attach(client.token, signed(data), ip);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { profile: { id: number } }; message: string }>(response);
    expect(body.data.profile.id).toBe(client.profile.id);
    expect(body.message).toBe('Your Telegram account is linked.');
    const user = await userRow(t, client.profile.id);
    expect(user.telegramId).toBe(data.id);
    expect(user.telegramUsername).toBe('ali_rezaei');
    expect(await lastAudit(t, ip, 'telegram_linked')).toMatchObject({
      actorId: client.profile.id,
      subjectId: client.profile.id,
      detail: { via: 'widget', telegram_id: data.id },
    });
  });

  it('accepts the minimal data Telegram sends (no names, no username)', async () => {
    const client = await registerClient(t.app);
    const data = { id: newTelegramId(), auth_date: nowSeconds() };
    expect((await attach(client.token, signed(data))).statusCode).toBe(200);
    expect((await userRow(t, client.profile.id)).telegramUsername).toBeNull();
  });

  it('refuses data changed after Telegram signed it', async () => {
    const client = await registerClient(t.app);
    const genuine = signed(widgetData());
    expectTelegramInvalid(await attach(client.token, { ...genuine, username: 'someone_else' }));
    expectTelegramInvalid(await attach(client.token, { ...genuine, id: genuine.id + 1 }));
    expectTelegramInvalid(
      await attach(client.token, { ...genuine, auth_date: genuine.auth_date + 1 }),
    );
    expectTelegramInvalid(
      await attach(client.token, signed(widgetData(), '7000000002:AAanother-bots-token')),
    );
    expect((await userRow(t, client.profile.id)).telegramId).toBeNull();
  });

  it('believes the data for 24 hours, and not from the future', async () => {
    const client = await registerClient(t.app);
    const day = 24 * 60 * 60;
    expect(
      (await attach(client.token, signed(widgetData({ auth_date: nowSeconds() - day + 60 }))))
        .statusCode,
    ).toBe(200);
    expectTelegramInvalid(
      await attach(client.token, signed(widgetData({ auth_date: nowSeconds() - day - 60 }))),
    );
    expectTelegramInvalid(
      await attach(client.token, signed(widgetData({ auth_date: nowSeconds() + 10 * 60 }))),
    );
  });

  it('refuses a Telegram id already linked to another account; the owner may link again', async () => {
    const owner = await registerClient(t.app);
    const other = await registerClient(t.app);
    const data = widgetData();
    expect((await attach(owner.token, signed(data))).statusCode).toBe(200);
    expectTelegramInvalid(await attach(other.token, signed(data)));
    expect((await userRow(t, other.profile.id)).telegramId).toBeNull();
    const relink = signed({ ...data, username: 'renamed' });
    expect((await attach(owner.token, relink)).statusCode).toBe(200);
    expect((await userRow(t, owner.profile.id)).telegramUsername).toBe('renamed');
  });

  it('answers a guest 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/attach-telegram',
      payload: signed(widgetData()),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('unauthenticated');
  });
});

describe('POST /auth/submit_telegram_token (link from our bot)', () => {
  it('links the chat the bot saw, once; only the token’s hash is stored', async () => {
    const client = await registerClient(t.app);
    const telegramId = newTelegramId();
    const link = await botLink(telegramId, 'bot_user');
    expect(link.url).toBe(`/fa/initialize?telegram_auth_token=${link.token}`);
    const db = t.deps.database.db;
    expect(
      await db
        .select()
        .from(telegramLinkTokens)
        .where(eq(telegramLinkTokens.tokenHash, link.token)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(telegramLinkTokens)
        .where(eq(telegramLinkTokens.tokenHash, hashSecretToken(link.token))),
    ).toHaveLength(1);

    const ip = randomIp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/submit_telegram_token',
      headers: bearer(client.token),
      payload: { telegram_auth_token: link.token },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { profile: { id: number } } }>(response).data.profile.id).toBe(
      client.profile.id,
    );
    const user = await userRow(t, client.profile.id);
    expect(user.telegramId).toBe(telegramId);
    expect(user.telegramUsername).toBe('bot_user');
    expect((await lastAudit(t, ip, 'telegram_linked'))?.detail).toEqual({
      via: 'bot_link',
      telegram_id: telegramId,
    });

    expectTelegramInvalid(await submitToken(client.token, link.token));
    const other = await registerClient(t.app);
    expectTelegramInvalid(await submitToken(other.token, link.token));
  });

  it('links only once when two accounts race with the same link', async () => {
    const [a, b] = [await registerClient(t.app), await registerClient(t.app)];
    const link = await botLink(newTelegramId());
    const answers = await Promise.all([
      submitToken(a.token, link.token),
      submitToken(b.token, link.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('expires after 30 minutes', async () => {
    const client = await registerClient(t.app);
    const fresh = await botLink(newTelegramId());
    const stale = await botLink(newTelegramId());
    clock.advance(29 * 60_000);
    expect((await submitToken(client.token, fresh.token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expectTelegramInvalid(await submitToken(client.token, stale.token));
  });

  it('refuses an unknown token', async () => {
    const client = await registerClient(t.app);
    expectTelegramInvalid(await submitToken(client.token, 'x'.repeat(43)));
  });

  it('refuses a chat already linked to another account', async () => {
    const owner = await registerClient(t.app);
    const other = await registerClient(t.app);
    const telegramId = newTelegramId();
    expect((await submitToken(owner.token, (await botLink(telegramId)).token)).statusCode).toBe(
      200,
    );
    expectTelegramInvalid(await submitToken(other.token, (await botLink(telegramId)).token));
    expect((await userRow(t, other.profile.id)).telegramId).toBeNull();
  });

  it('answers a guest 401', async () => {
    const link = await botLink(newTelegramId());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/submit_telegram_token',
      payload: { telegram_auth_token: link.token },
    });
    expect(response.statusCode).toBe(401);
  });
});
