import { readdirSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { translateMessage } from '@ravan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { postAs } from '../../../test/factories';
import {
  buildAppWithDataDir,
  bytes,
  clientWithBasket,
  storedFileCount,
  type OfflineResult,
} from '../../../test/commerce-fixtures';

/**
 * Uploads that stop mid-body, against a real listening server and raw sockets: each must be
 * answered (408 in the caller's language) or closed, with no write handle and no partial file
 * left behind. The idle time-out is shortened for the test; the default is 30 s.
 */
const IDLE_MS = 5_000;
const BODY_MS = 9_000;

let t: Awaited<ReturnType<typeof buildAppWithDataDir>>;
let port: number;
let token: string;
let factorId: number;
beforeAll(async () => {
  t = await buildAppWithDataDir({
    UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS),
    UPLOAD_BODY_TIMEOUT_MS: String(BODY_MS),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  const client = await clientWithBasket(t.app);
  token = client.token;
  factorId = json<OfflineResult>(await postAs(t.app, token, '/api/v1/saveorder')).data.factor.id;
});
afterAll(async () => {
  await t.close();
});

const filesDir = () => path.join(t.dataDir, 'files');

/** Descriptors of this process open on a file in the receipts folder. */
function openUploadHandles(): number {
  let count = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith(filesDir())) count += 1;
    } catch {
      // closed while we looked
    }
  }
  return count;
}

const BOUNDARY = 'ravan-stalled-upload';

/** Headers and the start of a receipt part; the part and the form are never closed. */
function stalledUpload(locale: 'fa' | 'en'): Buffer {
  const head = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes.png(),
  ]);
  return Buffer.concat([
    Buffer.from(
      `POST /api/v1/user/factors/${factorId}/addofflinepayment HTTP/1.1\r\n` +
        `Host: 127.0.0.1:${port}\r\n` +
        `Authorization: Bearer ${token}\r\n` +
        `Accept-Language: ${locale}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        // More than will ever come.
        `Content-Length: ${head.length + 100_000}\r\n\r\n`,
    ),
    head,
  ]);
}

interface Outcome {
  socket: Socket;
  answer: string;
  closed: boolean;
}

function open(payload: Buffer): Outcome {
  const socket = connect(port, '127.0.0.1');
  const outcome: Outcome = { socket, answer: '', closed: false };
  socket.on('data', (chunk) => (outcome.answer += chunk.toString('utf8')));
  socket.on('close', () => (outcome.closed = true));
  socket.on('error', () => undefined);
  socket.write(payload);
  return outcome;
}

async function until(condition: () => boolean, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

const answered = (o: Outcome) => o.answer.startsWith('HTTP/1.1 ') || o.closed;

describe('uploads that stop mid-body', () => {
  it(
    'answers 50 stalled uploads with 408, closes them, and leaves no handle and no file',
    { timeout: 60_000 },
    async () => {
      const uploads = Array.from({ length: 50 }, (_, i) =>
        open(stalledUpload(i % 2 ? 'fa' : 'en')),
      );
      try {
        // They really are stalled mid-write: their partial files are open on disk.
        expect(await until(() => openUploadHandles() === 50, IDLE_MS)).toBe(true);
        expect(storedFileCount(t.dataDir)).toBe(50);

        expect(await until(() => uploads.every(answered), IDLE_MS + 8_000)).toBe(true);
        for (const [i, upload] of uploads.entries()) {
          expect(upload.answer).toMatch(/^HTTP\/1\.1 408 /);
          const body = JSON.parse(upload.answer.slice(upload.answer.indexOf('\r\n\r\n') + 4)) as {
            code: string;
            message: string;
          };
          expect(body).toEqual({
            code: 'request_timeout',
            message: translateMessage(i % 2 ? 'fa' : 'en', 'request_timeout'),
          });
        }
        // The server closes each connection after its answer.
        expect(await until(() => uploads.every((o) => o.closed), 3_000)).toBe(true);
        expect(await until(() => openUploadHandles() === 0, 2_000)).toBe(true);
        expect(storedFileCount(t.dataDir)).toBe(0);
      } finally {
        for (const upload of uploads) upload.socket.destroy();
      }
    },
  );

  it(
    'ends an upload that trickles in for longer than the body time-out',
    { timeout: 60_000 },
    async () => {
      const upload = open(stalledUpload('en'));
      // A byte well within the idle time-out, again and again: never idle, never done.
      const drip = setInterval(() => upload.socket.write('x'), IDLE_MS / 8);
      try {
        expect(await until(() => answered(upload), BODY_MS + 5_000)).toBe(true);
        expect(upload.answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(await until(() => openUploadHandles() === 0, 2_000)).toBe(true);
        expect(storedFileCount(t.dataDir)).toBe(0);
      } finally {
        clearInterval(drip);
        upload.socket.destroy();
      }
    },
  );

  it('drops uploads whose client goes away, with no handle and no file left', async () => {
    const uploads = Array.from({ length: 20 }, () => open(stalledUpload('en')));
    expect(await until(() => openUploadHandles() === 20, IDLE_MS)).toBe(true);
    for (const upload of uploads) upload.socket.destroy();
    // Well before any time-out.
    expect(await until(() => openUploadHandles() === 0, IDLE_MS / 3)).toBe(true);
    expect(await until(() => storedFileCount(t.dataDir) === 0, IDLE_MS / 3)).toBe(true);
  });

  it('still takes a complete upload sent slowly in pieces', async () => {
    const form = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes.png(),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const head = Buffer.from(
      `POST /api/v1/user/factors/${factorId}/addofflinepayment HTTP/1.1\r\n` +
        `Host: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${form.length}\r\n\r\n`,
    );
    const upload = open(head);
    // Each piece comes well within the idle time-out; together they take longer than it.
    for (let at = 0; at < form.length; at += 30) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 0.15));
      upload.socket.write(form.subarray(at, at + 30));
    }
    expect(await until(() => upload.closed, 5_000)).toBe(true);
    expect(upload.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(storedFileCount(t.dataDir)).toBe(1);
  });
});
