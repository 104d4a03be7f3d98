import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffEndpoints } from '@ravan/contract';
import { json } from '../../../test/build-test-app';
import { bearer, getAs, postAs, registerClient } from '../../../test/factories';
import { auditEvents, factors, sessionCredits } from '../../../db/schema';
import { storedFiles } from '../../../db/schema';
import {
  buildAppWithDataDir,
  bytes,
  clientWithBasket,
  loginAs,
  receiptForm,
  storedFileCount,
  upload,
  type OfflineResult,
} from '../../../test/commerce-fixtures';

let t: Awaited<ReturnType<typeof buildAppWithDataDir>>;
let support: string;
let admin: string;
beforeAll(async () => {
  t = await buildAppWithDataDir();
  support = await loginAs(t.app, 'support@ravan.demo');
  admin = await loginAs(t.app, 'admin@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

type Review = {
  data: { payment: { id: number; state: string; factor: { state: string } }; changed: boolean };
};
type Queue = {
  data: {
    id: number;
    state: string;
    amount: number;
    receipt_url: string;
    user: { id: number; email: string };
    factor: { id: number; due: number };
  }[];
  meta: { total: number };
};

async function offlineOrder(amount?: number) {
  const client = await clientWithBasket(t.app);
  const response = await upload(
    t.app,
    client.token,
    '/api/v1/user/saveofflineorder',
    receiptForm(bytes.png(), 'receipt.png', 'image/png', amount),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { client, result: json<OfflineResult>(response).data };
}

const creditsOf = (userId: number) =>
  t.deps.database.db.select().from(sessionCredits).where(eq(sessionCredits.userId, userId));

describe('offline payment: report, review, settle', () => {
  it('turns the basket into a factor with a pending offline payment that support approves', async () => {
    const { client, result } = await offlineOrder();
    expect(result.factor).toMatchObject({
      state: 'submit',
      total: 17_100,
      paid: 0,
      canBePaid: true,
    });
    expect(result.payment).toMatchObject({ state: 'pending', amount: 17_100 });
    expect(result.payment!.receipt_url).toBe(`/api/v1/files/${result.payment!.receipt_file_id}`);
    expect(result.factor.payments.map((p) => [p.type, p.state])).toEqual([['offline', 'pending']]);
    expect(await creditsOf(client.profile.id)).toEqual([]);

    const queue = json<Queue>(await getAs(t.app, support, '/api/v1/staff/offline-payments'));
    const queued = queue.data.find((row) => row.id === result.payment!.id);
    expect(queued).toMatchObject({
      state: 'pending',
      amount: 17_100,
      user: { id: client.profile.id, email: client.email },
      factor: { id: result.factor.id, due: 17_100 },
      receipt_url: result.payment!.receipt_url,
    });

    const approved = await postAs(
      t.app,
      support,
      `/api/v1/staff/offline-payments/${result.payment!.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(json<Review>(approved).data).toMatchObject({
      changed: true,
      payment: { state: 'paid', factor: { state: 'paid' } },
    });
    const seen = json<OfflineResult>(
      await getAs(t.app, client.token, `/api/v1/user/factors/${result.factor.id}`),
    ).data.factor;
    expect(seen).toMatchObject({ state: 'paid', paid: 17_100, due: 0, canBePaid: false });
    expect(seen.payments.map((p) => [p.type, p.state])).toEqual([['offline', 'paid']]);
    expect((await creditsOf(client.profile.id)).map((c) => c.total)).toEqual([4]);
    const pendingAfter = json<Queue>(await getAs(t.app, support, '/api/v1/staff/offline-payments'));
    expect(pendingAfter.data.some((row) => row.id === result.payment!.id)).toBe(false);

    // A repeated approval changes nothing: no second settlement, no second credit row.
    const again = await postAs(
      t.app,
      admin,
      `/api/v1/staff/offline-payments/${result.payment!.id}/approve`,
    );
    expect(again.statusCode).toBe(200);
    expect(json<Review>(again).data.changed).toBe(false);
    expect((await creditsOf(client.profile.id)).map((c) => c.total)).toEqual([4]);
    const [factor] = await t.deps.database.db
      .select()
      .from(factors)
      .where(eq(factors.id, result.factor.id));
    expect(factor?.paidMinor).toBe(17_100n);

    const audits = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, client.profile.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['offline_payment_submitted', 'offline_payment_approved']),
    );
    expect(audits.filter((a) => a.action === 'offline_payment_approved')).toHaveLength(1);
  });

  it('rejects with a reason; the factor stays payable and the payment cannot be approved later', async () => {
    const client = await clientWithBasket(t.app);
    const { factor } = json<OfflineResult>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    const reported = await upload(
      t.app,
      client.token,
      `/api/v1/user/factors/${factor.id}/addofflinepayment`,
      receiptForm(bytes.jpeg(), 'bank.jpg', 'image/jpeg', 10_000),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const payment = json<OfflineResult>(reported).data.payment!;
    expect(payment).toMatchObject({ state: 'pending', amount: 10_000 });

    const noReason = await postAs(
      t.app,
      support,
      `/api/v1/staff/offline-payments/${payment.id}/reject`,
      { reason: '  ' },
    );
    expect(noReason.statusCode).toBe(422);
    const rejected = await postAs(
      t.app,
      support,
      `/api/v1/staff/offline-payments/${payment.id}/reject`,
      { reason: '  The amount on the receipt does not match. ' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(json<Review>(rejected).data).toMatchObject({
      changed: true,
      payment: { state: 'rejected', review_note: 'The amount on the receipt does not match.' },
    });

    const seen = json<OfflineResult>(
      await getAs(t.app, client.token, `/api/v1/user/factors/${factor.id}`),
    ).data.factor;
    expect(seen).toMatchObject({ state: 'submit', canBePaid: true, paid: 0, due: 17_100 });
    // The client sees why: the reason is stored on the payment and shown next to it.
    const shown = seen.payments as { type: string; state: string; review_note?: string | null }[];
    expect(shown.map((p) => [p.type, p.state, p.review_note])).toEqual([
      ['offline', 'rejected', 'The amount on the receipt does not match.'],
    ]);

    const late = await postAs(
      t.app,
      support,
      `/api/v1/staff/offline-payments/${payment.id}/approve`,
    );
    expect(late.statusCode).toBe(409);
    expect(json(late).code).toBe('payment_not_pending');
    expect(await creditsOf(client.profile.id)).toEqual([]);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'offline_payment_rejected'),
          eq(auditEvents.subjectId, client.profile.id),
        ),
      );
    expect(audit?.detail).toMatchObject({ reason: 'The amount on the receipt does not match.' });

    // A rejected report frees its amount: the whole due may be reported again.
    const retry = await upload(
      t.app,
      client.token,
      `/api/v1/user/factors/${factor.id}/addofflinepayment`,
      receiptForm(bytes.pdf(), 'bank.pdf', 'application/pdf'),
    );
    expect(retry.statusCode).toBe(201);
    expect(json<OfflineResult>(retry).data.payment!.amount).toBe(17_100);
  });

  it('settles once when two staff approve at the same moment', async () => {
    const { client, result } = await offlineOrder();
    const url = `/api/v1/staff/offline-payments/${result.payment!.id}/approve`;
    const answers = await Promise.all([postAs(t.app, support, url), postAs(t.app, admin, url)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => json<Review>(a).data.changed).sort()).toEqual([false, true]);
    expect((await creditsOf(client.profile.id)).map((c) => c.total)).toEqual([4]);
    const [factor] = await t.deps.database.db
      .select()
      .from(factors)
      .where(eq(factors.id, result.factor.id));
    expect(factor).toMatchObject({ paidMinor: 17_100n, state: 'paid' });
  });

  it('keeps reports within what is due: pending reports hold their amount', async () => {
    const client = await clientWithBasket(t.app);
    const { factor } = json<OfflineResult>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    const url = `/api/v1/user/factors/${factor.id}/addofflinepayment`;
    const before = storedFileCount(t.dataDir);
    const tooMuch = await upload(
      t.app,
      client.token,
      url,
      receiptForm(bytes.png(), 'a.png', 'image/png', 17_101),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).code).toBe('amount_exceeds_due');
    const garbage = await upload(
      t.app,
      client.token,
      url,
      receiptForm(bytes.png(), 'a.png', 'image/png', '12.5'),
    );
    expect(garbage.statusCode).toBe(422);
    expect(storedFileCount(t.dataDir)).toBe(before);

    expect(
      (
        await upload(
          t.app,
          client.token,
          url,
          receiptForm(bytes.png(), 'a.png', 'image/png', 17_000),
        )
      ).statusCode,
    ).toBe(201);
    const over = await upload(
      t.app,
      client.token,
      url,
      receiptForm(bytes.png(), 'b.png', 'image/png', 101),
    );
    expect(over.statusCode).toBe(422);
    const rest = await upload(
      t.app,
      client.token,
      url,
      receiptForm(bytes.png(), 'c.png', 'image/png', 100),
    );
    expect(rest.statusCode).toBe(201);
    const full = await upload(
      t.app,
      client.token,
      url,
      receiptForm(bytes.png(), 'd.png', 'image/png'),
    );
    expect(full.statusCode).toBe(409);
    expect(storedFileCount(t.dataDir)).toBe(before + 2);
  });

  it('refuses a report on another user’s factor with 404 and stores nothing', async () => {
    const owner = await clientWithBasket(t.app);
    const { factor } = json<OfflineResult>(
      await postAs(t.app, owner.token, '/api/v1/saveorder'),
    ).data;
    const stranger = await registerClient(t.app);
    const before = storedFileCount(t.dataDir);
    const response = await upload(
      t.app,
      stranger.token,
      `/api/v1/user/factors/${factor.id}/addofflinepayment`,
      receiptForm(bytes.png(), 'r.png', 'image/png'),
    );
    expect(response.statusCode).toBe(404);
    expect(storedFileCount(t.dataDir)).toBe(before);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/factors/${factor.id}/addofflinepayment`,
      payload: receiptForm(bytes.png(), 'r.png', 'image/png'),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('leaves the basket alone when the offline order fails', async () => {
    const client = await clientWithBasket(t.app);
    const before = storedFileCount(t.dataDir);
    const response = await upload(
      t.app,
      client.token,
      '/api/v1/user/saveofflineorder',
      receiptForm(bytes.png(), 'r.png', 'image/png', 99_999),
    );
    expect(response.statusCode).toBe(422);
    expect(storedFileCount(t.dataDir)).toBe(before);
    const cart = json<{ data: { items: object } }>(
      await getAs(t.app, client.token, '/api/v1/cart'),
    );
    expect(Object.keys(cart.data.items)).toHaveLength(1);
  });
  it('needs no transfer for a fully discounted order and keeps no receipt', async () => {
    const code = `FREE-${Date.now()}`;
    expect(
      (await postAs(t.app, admin, '/api/v1/staff/coupons', { code, kind: 'percent', percent: 100 }))
        .statusCode,
    ).toBe(201);
    const client = await clientWithBasket(t.app);
    await postAs(t.app, client.token, '/api/v1/validateCoupon', { code });
    const before = storedFileCount(t.dataDir);
    const response = await upload(
      t.app,
      client.token,
      '/api/v1/user/saveofflineorder',
      receiptForm(bytes.png(), 'r.png', 'image/png'),
    );
    expect(response.statusCode).toBe(201);
    const { factor, payment } = json<OfflineResult>(response).data;
    expect(payment).toBeNull();
    expect(factor).toMatchObject({ state: 'paid', total: 0, payments: [] });
    expect(storedFileCount(t.dataDir)).toBe(before);
  });
});

describe('receipt files: type by content, size, storage', () => {
  const url = (factorId: number) => `/api/v1/user/factors/${factorId}/addofflinepayment`;
  async function payableFactor() {
    const client = await clientWithBasket(t.app);
    const { factor } = json<OfflineResult>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    return { client, factorId: factor.id };
  }

  it('stores PDF bytes named .png as a PDF, under a random key, with its hash and size', async () => {
    const { client, factorId } = await payableFactor();
    const content = bytes.pdf();
    const response = await upload(
      t.app,
      client.token,
      url(factorId),
      receiptForm(content, 'photo.png', 'image/png', 500),
    );
    expect(response.statusCode).toBe(201);
    const fileId = json<OfflineResult>(response).data.payment!.receipt_file_id;
    const [row] = await t.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    expect(row).toMatchObject({
      ownerId: client.profile.id,
      mime: 'application/pdf',
      sizeBytes: content.length,
    });
    const { createHash } = await import('node:crypto');
    expect(row?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(row?.storageKey).toMatch(/^[a-f0-9]{32}$/);
    const { readFileSync } = await import('node:fs');
    const onDisk = readFileSync(`${t.dataDir}/files/${row!.storageKey}`);
    expect(onDisk.equals(content)).toBe(true);
  });

  it('accepts JPEG, PNG and WebP by content', async () => {
    for (const [make, name] of [
      [bytes.jpeg, 'a.jpeg'],
      [bytes.png, 'b.bin'],
      [bytes.webp, 'c'],
    ] as const) {
      const { client, factorId } = await payableFactor();
      const response = await upload(
        t.app,
        client.token,
        url(factorId),
        receiptForm(make(), name, 'application/octet-stream'),
      );
      expect(response.statusCode, name).toBe(201);
    }
  });

  it('refuses HTML and an executable renamed to .jpg, and an empty file, leaving nothing on disk', async () => {
    const { client, factorId } = await payableFactor();
    const before = storedFileCount(t.dataDir);
    for (const content of [bytes.html(), bytes.exe(), Buffer.alloc(0)]) {
      const response = await upload(
        t.app,
        client.token,
        url(factorId),
        receiptForm(content, 'receipt.jpg', 'image/jpeg'),
      );
      expect(response.statusCode).toBe(422);
      expect(json(response).code).toBe('file_invalid');
    }
    expect(storedFileCount(t.dataDir)).toBe(before);
    const files = await t.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, client.profile.id));
    expect(files).toEqual([]);
  });

  it('refuses a 6 MB file with 413, never 500, and keeps no part of it', async () => {
    const { client, factorId } = await payableFactor();
    const before = storedFileCount(t.dataDir);
    const response = await upload(
      t.app,
      client.token,
      url(factorId),
      receiptForm(bytes.jpeg(6 * 1024 * 1024), 'big.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(413);
    expect(json(response).code).toBe('file_too_large');
    expect(storedFileCount(t.dataDir)).toBe(before);
    // Exactly 5 MB is still fine.
    const edge = await upload(
      t.app,
      client.token,
      url(factorId),
      receiptForm(bytes.jpeg(5 * 1024 * 1024), 'ok.jpg', 'image/jpeg'),
    );
    expect(edge.statusCode).toBe(201);
  });

  it.each([
    ['a NUL', 're\u0000ceipt.png'],
    ['a right-to-left override', 'receipt\u202egnp.exe'],
    ['a first-strong isolate', '\u2068receipt.png'],
  ])('refuses a file name with %s with 422, never 500, and keeps nothing', async (_, name) => {
    const { client, factorId } = await payableFactor();
    const before = storedFileCount(t.dataDir);
    const boundary = 'ravan-nul-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
        'utf8',
      ),
      bytes.png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: url(factorId),
      headers: {
        ...bearer(client.token),
        'accept-language': 'en',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'validation_failed',
      errors: { receipt: [expect.stringContaining('not allowed')] },
    });
    expect(storedFileCount(t.dataDir)).toBe(before);
  });

  it('asks for the receipt when the form has none, and for a form when JSON comes', async () => {
    const { client, factorId } = await payableFactor();
    const form = new FormData();
    form.append('amount', '100');
    const missing = await upload(t.app, client.token, url(factorId), form);
    expect(missing.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(missing).errors.receipt).toBeDefined();
    const asJson = await postAs(t.app, client.token, url(factorId), { amount: 100 });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('GET /files/:fileId', () => {
  it('streams to the owner and to staff; 404 to anyone else; 401 to a guest', async () => {
    const { client, result } = await offlineOrder();
    const path = result.payment!.receipt_url;
    const own = await getAs(t.app, client.token, path);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="file-\d+\.png"$/);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(bytes.png())).toBe(true);

    for (const token of [support, admin]) {
      const staff = await getAs(t.app, token, path);
      expect(staff.statusCode).toBe(200);
      expect(staff.rawPayload.equals(bytes.png())).toBe(true);
    }
    const stranger = await registerClient(t.app);
    const foreign = await getAs(t.app, stranger.token, path);
    expect(foreign.statusCode).toBe(404);
    const missing = await getAs(t.app, stranger.token, '/api/v1/files/999999');
    expect(foreign.body).toBe(missing.body);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});

describe('staff endpoints are closed to clients', () => {
  it('answers 403 to a client on every staff endpoint, and to support on admin-only ones', async () => {
    const client = await registerClient(t.app);
    const endpoints = Object.values(staffEndpoints);
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
    const call = (token: string, endpoint: (typeof endpoints)[number]) =>
      t.app.inject({
        method: endpoint.method,
        url: `/api/v1${endpoint.path.replace(':currency', 'dollar').replace(/:[A-Za-z]+/g, '1')}`,
        headers: { ...bearer(token), 'accept-language': 'en' },
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
    for (const endpoint of endpoints) {
      const response = await call(client.token, endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    const adminOnly = endpoints.filter(
      (e) => !e.path.startsWith('/staff/offline-payments') && !e.path.startsWith('/staff/factors'),
    );
    for (const endpoint of adminOnly) {
      expect(
        (await call(support, endpoint)).statusCode,
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(403);
    }
    const open = endpoints.filter((e) => !adminOnly.includes(e));
    for (const endpoint of open) {
      expect(
        (await call(support, endpoint)).statusCode,
        `${endpoint.method} ${endpoint.path}`,
      ).not.toBe(403);
    }
  });
});
