import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import {
  consumeLiveCode,
  findLiveCode,
  insertCode,
  retireCodes,
  takeAttempt,
} from './one-time-codes.repository';
import type { OtpPurpose } from './one-time-codes.table';

/**
 * Keyed hash of a code, bound to its purpose and destination: a login code for one address
 * cannot be replayed for another address or another purpose, and a stolen table reveals nothing
 * without the server secret.
 */
function codeHash(secret: string, purpose: OtpPurpose, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${destination}\n${code}`).digest('hex');
}

/** Six random digits (leading zeros allowed), from the OS's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Creates a code for an address; earlier unused codes for the same purpose and address die. */
export async function issueCode(
  deps: AppDeps,
  purpose: OtpPurpose,
  destination: string,
): Promise<string> {
  const code = newCode();
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await retireCodes(tx, purpose, destination, now);
    await insertCode(tx, {
      purpose,
      destination,
      codeHash: codeHash(deps.config.appSecret, purpose, destination, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks a code and uses it up. Each try first takes one of the code's 5 attempts with a
 * conditional UPDATE, so even parallel guesses get 5 tries in all; the right code is then
 * consumed by another conditional UPDATE, so two concurrent submissions yield one success.
 */
export async function consumeCode(
  deps: AppDeps,
  purpose: OtpPurpose,
  destination: string,
  code: string,
): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await findLiveCode(db, purpose, destination, now, OTP_MAX_ATTEMPTS);
  if (!row) throw new AppError('code_invalid');

  if (!(await takeAttempt(db, row.id, OTP_MAX_ATTEMPTS))) throw new AppError('code_invalid');

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.config.appSecret, purpose, destination, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw new AppError('code_invalid');

  if (!(await consumeLiveCode(db, row.id, now))) throw new AppError('code_invalid');
}
