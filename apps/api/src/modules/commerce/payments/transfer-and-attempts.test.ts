import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import {
  buildAppWithDataDir,
  bytes,
  loginAs,
  receiptForm,
  upload,
  type OfflineResult,
} from '../../../test/commerce-fixtures';
import { bearer, getAs, postAs } from '../../../test/factories';
import { clientWithFactor, payOrder, started } from '../../../test/payment-fixtures';

type App = Awaited<ReturnType<typeof buildAppWithDataDir>>;
type FactorView = {
  data: {
    factor: {
      id: number;
      state: string;
      canBePaid: boolean;
      payments: { id: number; type: string; state: string }[];
    };
  };
};

const run = promisify(execFile);
const HAS_PDFTOTEXT = spawnSync('which', ['pdftotext']).status === 0;

let t: App;
let support: string;
let dir: string;
beforeAll(async () => {
  t = await buildAppWithDataDir();
  support = await loginAs(t.app, 'support@ravan.demo');
  dir = await mkdtemp(join(tmpdir(), 'ravan-transfer-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const reportTransfer = (token: string, factorId: number) =>
  upload(
    t.app,
    token,
    `/api/v1/user/factors/${factorId}/addofflinepayment`,
    receiptForm(bytes.png(), 'receipt.png', 'image/png'),
  );

async function factorOf(token: string, id: number) {
  const response = await getAs(t.app, token, `/api/v1/user/factors/${id}`);
  expect(response.statusCode).toBe(200);
  return json<FactorView>(response).data.factor;
}

describe('online payment while a transfer waits for review', () => {
  it('is refused with 409 transfer_pending, and offered again once the transfer is rejected', async () => {
    const { client, factor } = await clientWithFactor(t);
    const reported = await reportTransfer(client.token, factor.id);
    expect(reported.statusCode).toBe(201);
    const paymentId = json<OfflineResult>(reported).data.payment!.id;

    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payorder/${factor.id}`,
      headers: { ...bearer(client.token), 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'transfer_pending',
      message: expect.stringContaining('bank transfer for this invoice is awaiting review'),
    });
    // Nothing was started: no awaiting online payment on the invoice.
    expect((await factorOf(client.token, factor.id)).payments.map((p) => p.type)).toEqual([
      'offline',
    ]);

    const rejected = await postAs(
      t.app,
      support,
      `/api/v1/staff/offline-payments/${paymentId}/reject`,
      { reason: 'Receipt unreadable' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(started(await payOrder(t, client.token, factor.id)).payment_id).toBeGreaterThan(0);
  });
});

describe('an abandoned gateway attempt on an invoice paid another way', () => {
  it('reads failed, not "waiting for the bank", on the screen and in the PDF', async () => {
    const { client, factor } = await clientWithFactor(t);
    const attempt = started(await payOrder(t, client.token, factor.id)).payment_id;
    // The payer leaves the gateway's page and pays by transfer instead; support approves it.
    const reported = await reportTransfer(client.token, factor.id);
    expect(reported.statusCode).toBe(201);
    const transfer = json<OfflineResult>(reported).data.payment!.id;
    const approved = await postAs(
      t.app,
      support,
      `/api/v1/staff/offline-payments/${transfer}/approve`,
    );
    expect(approved.statusCode).toBe(200);

    const view = await factorOf(client.token, factor.id);
    expect(view.state).toBe('paid');
    expect(view.payments.find((p) => p.id === attempt)?.state).toBe('failed');
    expect(view.payments.find((p) => p.id === transfer)?.state).toBe('paid');

    if (!HAS_PDFTOTEXT) return;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/factors/${factor.id}/pdf`,
      headers: { ...bearer(client.token), 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    const file = join(dir, `${factor.id}.pdf`);
    await writeFile(file, pdf.rawPayload);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(stdout).toContain('Paid');
    expect(stdout).not.toContain('Waiting for the bank');
  });

  it('still reads awaiting on an invoice that owes (the payer may be on the bank page)', async () => {
    const { client, factor } = await clientWithFactor(t);
    const attempt = started(await payOrder(t, client.token, factor.id)).payment_id;
    const view = await factorOf(client.token, factor.id);
    expect(view.payments.find((p) => p.id === attempt)?.state).toBe('awaiting');
  });
});
