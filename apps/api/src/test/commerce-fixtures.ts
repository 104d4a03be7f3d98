import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, json, type TestApp } from './build-test-app';
import { bearer, postAs, randomIp, registerClient } from './factories';

/** A test app whose DATA_DIR is a fresh temporary folder (receipts land in DATA_DIR/files). */
export async function buildAppWithDataDir(
  env: Record<string, string> = {},
): Promise<TestApp & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ravan-files-'));
  const t = await buildTestApp({ env: { ...env, DATA_DIR: dataDir } });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function storedFileCount(dataDir: string): number {
  try {
    return readdirSync(path.join(dataDir, 'files')).length;
  } catch {
    return 0;
  }
}

export const DEMO_STAFF_PASSWORD = 'ravan-demo-2026';

export async function loginAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: DEMO_STAFF_PASSWORD },
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return json<{ data: { token: string } }>(response).data.token;
}

/** File contents by their first bytes: what a real file of each type starts with. */
export const bytes = {
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]),
  jpeg: (size = 128) =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]),
  webp: () =>
    Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(32)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
  html: () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(60)]),
};

export function receiptForm(
  content: Buffer,
  filename: string,
  declaredType: string,
  amount?: number | string,
): FormData {
  const form = new FormData();
  if (amount !== undefined) form.append('amount', String(amount));
  form.append('receipt', new Blob([content], { type: declaredType }), filename);
  return form;
}

export function upload(app: FastifyInstance, token: string, url: string, form: FormData) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    remoteAddress: randomIp(),
    payload: form,
  });
}

/** A client with one package (default: package 2, 4 sessions, 171 dollars) in the basket. */
export async function clientWithBasket(app: FastifyInstance, packageId = 2) {
  const client = await registerClient(app);
  await postAs(app, client.token, '/api/v1/cart/changecurrency', { currency: 'dollar' });
  await postAs(app, client.token, '/api/v1/cart', { package_id: packageId });
  return client;
}

export type OfflineResult = {
  data: {
    factor: {
      id: number;
      state: string;
      canBePaid: boolean;
      total: number;
      paid: number;
      due: number;
      payments: { id: number; type: string; state: string; amount: number }[];
    };
    payment: {
      id: number;
      state: string;
      amount: number;
      receipt_file_id: number;
      receipt_url: string;
    } | null;
  };
};
