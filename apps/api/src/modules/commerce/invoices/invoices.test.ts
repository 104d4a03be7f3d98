import { execFile } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { bearer, postAs, randomIp, registerClient } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { grantCredits } from '../credits';
import { sessionCredits, sessions, therapists } from '../../../db/schema';
import { postToWallet } from '../wallet';
import { formatInvoiceDate } from './invoice-view';
import { PDF_RATE_LIMIT } from './invoices.routes';

const run = promisify(execFile);
const HAS_PDFTOTEXT = spawnSync('which', ['pdftotext']).status === 0;
if (!HAS_PDFTOTEXT) {
  console.warn('invoices: pdftotext (Debian poppler-utils) is missing; text checks are skipped');
}

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(join(tmpdir(), 'ravan-invoice-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function factorOf(token: string, packageId: number, currency: string) {
  await postAs(t.app, token, '/api/v1/cart/changecurrency', { currency });
  await postAs(t.app, token, '/api/v1/cart', { package_id: packageId });
  const saved = await postAs(t.app, token, '/api/v1/saveorder');
  expect(saved.statusCode).toBe(201);
  return json<{ data: { factor: { id: number } } }>(saved).data.factor.id;
}

function download(url: string, token: string | null, language = 'fa', remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    remoteAddress,
  });
}

/**
 * The PDF's text as pdftotext extracts it, as a reader sees it. pdftotext writes a right-to-left
 * line in logical order wrapped in RLE…PDF, with each left-to-right island (a number) in
 * LRE…PDF, and puts the space before a number inside its island, where a bidi display shows it
 * between the number and the next word. Resolving that and dropping the marks gives the words as
 * they were typed (pdftotext does not return the zero-width non-joiner, so «روان‌درمانی» comes
 * back as «رواندرمانی»).
 */
async function pdfText(response: LightMyRequestResponse): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, response.rawPayload);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout
    .replace(/\u202a([ \t]*)([^\u202a-\u202e]*)\u202c/gu, '$2$1')
    .replace(/[\u202a-\u202e]/gu, '')
    .replace(/[ \t]+\n/gu, '\n');
}

/** A session spending a credit of the factor (what booking writes), inserted directly. */
async function sessionOfFactor(userId: number, factorId: number): Promise<number> {
  const db = t.deps.database.db;
  await grantCredits(db, userId, factorId, [{ packageId: 1, kind: 'therapy', sessions: 1 }]);
  const [credit] = await db
    .select()
    .from(sessionCredits)
    .where(eq(sessionCredits.factorId, factorId));
  const [therapist] = await db.select({ id: therapists.id }).from(therapists).limit(1);
  const startsAt = new Date('2030-01-05T06:30:00Z');
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      therapistId: therapist!.id,
      kind: 'therapy',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      creditId: credit!.id,
      meetingUrl: 'https://meet.jit.si/ravan-invoice-test',
    })
    .returning({ id: sessions.id });
  return row!.id;
}

describe('invoice PDF (SPEC.md §7 factor download)', () => {
  let client: Awaited<ReturnType<typeof registerClient>>;
  let rialFactor: number;
  let dollarFactor: number;
  let dollarSession: number;

  beforeAll(async () => {
    client = await registerClient(t.app, { firstname: 'شیرین', lastname: 'تهرانی' });
    rialFactor = await factorOf(client.token, 1, 'rial');
    await t.deps.database.db.transaction((tx) =>
      postToWallet(tx, {
        userId: client.profile.id,
        currency: 'rial',
        amountMinor: 400_000n,
        kind: 'gift_code',
        idempotencyKey: `invoice-topup-${client.profile.id}`,
      }),
    );
    const paid = await postAs(
      t.app,
      client.token,
      `/api/v1/user/factors/${rialFactor}/addwalletpaymentrecord`,
      { amount: 400_000 },
    );
    expect(paid.statusCode).toBe(200);
    dollarFactor = await factorOf(client.token, 1, 'dollar');
    dollarSession = await sessionOfFactor(client.profile.id, dollarFactor);
  });

  it('answers a PDF attachment that is never cached', async () => {
    const response = await download(`/api/v1/user/factors/${rialFactor}/pdf`, client.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ravan-invoice-${rialFactor}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.skipIf(!HAS_PDFTOTEXT)(
    'reads back in Persian: shaped words in logical order, toman amounts, the client, Solar Hijri date',
    async () => {
      const response = await download(`/api/v1/user/factors/${rialFactor}/pdf`, client.token);
      const text = await pdfText(response);
      expect(text).toContain('فاکتور');
      expect(text).toContain('شیرین تهرانی');
      expect(text).toContain('۹۵۰٬۰۰۰ تومان');
      expect(text).toContain('۴۰۰٬۰۰۰ تومان');
      expect(text).toContain('۵۵۰٬۰۰۰ تومان');
      // Lam-alef is one glyph for two letters: it must not come back as «اقالم».
      expect(text).toContain('اقلام');
      expect(text).toContain('رواندرمانی فردی — ۱ جلسه');
      expect(text).toContain('کیف پول');
      expect(text).toContain('پرداخت شده');
      expect(text).toContain('بخشی پرداخت شده');
      const today = formatInvoiceDate(new Date(), 'fa', 'Asia/Tehran');
      expect(today).toMatch(/^[۰-۹]+ \S+ [۰-۹]{4}$/u);
      expect(text).toContain(today);
    },
  );

  it.skipIf(!HAS_PDFTOTEXT)('reads back in English, Gregorian, dollars and toman', async () => {
    const toman = await pdfText(
      await download(`/api/v1/user/factors/${rialFactor}/pdf`, client.token, 'en'),
    );
    expect(toman).toContain('Invoice');
    expect(toman).toContain('950,000 Toman');
    expect(toman).toContain('Individual therapy — 1 session');
    expect(toman).toContain('Wallet');
    expect(toman).toContain('Partially paid');
    expect(toman).toContain(formatInvoiceDate(new Date(), 'en', 'Asia/Tehran'));
    expect(toman).toContain('شیرین تهرانی');
    const dollars = await pdfText(
      await download(`/api/v1/user/factors/${dollarFactor}/pdf`, client.token, 'en-US,en;q=0.9'),
    );
    expect(dollars).toContain('$45.00');
    expect(dollars).toContain('Can pay');
    expect(dollars).toContain('No payment recorded yet.');
  });

  it('serves the session download: the invoice of the factor the session spends', async () => {
    const response = await download(`/api/v1/user/sessions/${dollarSession}/factor`, client.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ravan-invoice-${dollarFactor}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers 404 for another user's factor or an unknown one, 401 for a guest", async () => {
    const other = await registerClient(t.app);
    for (const url of [
      `/api/v1/user/factors/${rialFactor}/pdf`,
      `/api/v1/user/sessions/${dollarSession}/factor`,
      '/api/v1/user/factors/999999/pdf',
      '/api/v1/user/sessions/999999/factor',
    ]) {
      const response = await download(url, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(json<{ code: string }>(response).code).toBe('not_found');
    }
    const guest = await download(`/api/v1/user/factors/${rialFactor}/pdf`, null);
    expect(guest.statusCode).toBe(401);
    expect(json<{ code: string }>(guest).code).toBe('unauthenticated');
    expect((await download('/api/v1/user/factors/abc/pdf', client.token)).statusCode).toBe(422);
  });

  it('documents both downloads as binary PDF answers in OpenAPI', async () => {
    const doc = json<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>(await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }));
    for (const path of [
      '/api/v1/user/factors/{factorID}/pdf',
      '/api/v1/user/sessions/{id}/factor',
    ]) {
      expect(doc.paths[path]?.get.responses['200']?.content).toMatchObject({
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
      });
    }
  });

  it('limits downloads per caller address', async () => {
    const address = randomIp();
    const url = `/api/v1/user/factors/${dollarFactor}/pdf`;
    for (let i = 0; i < PDF_RATE_LIMIT.max; i += 1) {
      expect((await download(url, client.token, 'en', address)).statusCode).toBe(200);
    }
    const limited = await download(url, client.token, 'en', address);
    expect(limited.statusCode).toBe(429);
    expect(json<{ code: string }>(limited).code).toBe('too_many_requests');
  });
});
