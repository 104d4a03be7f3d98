import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { gatewayEvents, payments, sessionCredits, walletEntries } from '../db/schema';
import { json, type TestApp } from './build-test-app';
import { getAs, postAs, registerClient } from './factories';

export type FactorBody = {
  data: {
    factor: { id: number; state: string; canBePaid: boolean; total: number; due: number };
  };
};
export type PurchaseBody = {
  data: {
    payment: { id: number; state: string; amount: number; gateway: string | null };
    factor: { id: number; state: string; canBePaid: boolean; paid: number; due: number };
  };
};

/** A fresh client with one saved invoice for a package in a currency. */
export async function clientWithFactor(t: TestApp, currency = 'dollar', packageId = 2) {
  const client = await registerClient(t.app);
  await postAs(t.app, client.token, '/api/v1/cart/changecurrency', { currency });
  await postAs(t.app, client.token, '/api/v1/cart', { package_id: packageId });
  const saved = await postAs(t.app, client.token, '/api/v1/saveorder');
  if (saved.statusCode !== 201) throw new Error(`saveorder: ${saved.statusCode} ${saved.body}`);
  return { client, factor: json<FactorBody>(saved).data.factor };
}

export async function payOrder(t: TestApp, token: string, factorId: number, gateway?: string) {
  return getAs(t.app, token, `/api/v1/payorder/${factorId}${gateway ? `?gateway=${gateway}` : ''}`);
}

export function started(response: LightMyRequestResponse) {
  if (response.statusCode !== 200)
    throw new Error(`payorder: ${response.statusCode} ${response.body}`);
  return json<{ data: { redirect_url: string; payment_id: number } }>(response).data;
}

export async function purchase(t: TestApp, token: string, paymentId: number) {
  const response = await getAs(t.app, token, `/api/v1/user/validatePurchase/${paymentId}`);
  if (response.statusCode !== 200) throw new Error(`validate: ${response.statusCode}`);
  return json<PurchaseBody>(response).data;
}

/** Everything money-shaped a factor and its user have: to compare before and after. */
export async function ledgerOf(t: TestApp, userId: number, factorId: number) {
  const db = t.deps.database.db;
  return {
    payments: await db.select().from(payments).where(eq(payments.factorId, factorId)),
    credits: await db.select().from(sessionCredits).where(eq(sessionCredits.userId, userId)),
    wallet: await db.select().from(walletEntries).where(eq(walletEntries.userId, userId)),
  };
}

export async function eventsCount(t: TestApp, eventId: string) {
  return t.deps.database.db.$count(gatewayEvents, eq(gatewayEvents.eventId, eventId));
}

export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A real local HTTP server (a gateway's stand-in); answers with `handle`. */
export async function startFakeServer(
  handle: (
    method: string,
    path: string,
    body: string,
    headers: IncomingMessage['headers'],
  ) => { status: number; body: unknown },
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const answer = handle(request.method ?? 'GET', request.url ?? '/', body, request.headers);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
