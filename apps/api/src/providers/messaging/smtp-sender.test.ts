import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { randomIp, uniqueEmail } from '../../test/factories';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Ravan <no-reply@ravan.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('email over SMTP (SMTP_URL set)', () => {
  it('delivers the login code by SMTP instead of the outbox', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/send-email-otp',
      payload: { email },
      remoteAddress: randomIp(),
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@ravan.test');
    expect(mail?.to).toEqual([email]);
    expect(mail?.raw).toMatch(/Subject: Your Ravan login code/);
    expect(mail?.raw).toMatch(/\b\d{6}\b/);
    // Nothing went to the development outbox.
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    expect(outbox.json()).toEqual({ data: [] });
  });
});
