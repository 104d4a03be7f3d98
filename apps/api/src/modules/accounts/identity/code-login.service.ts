import type { AuthSession } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { isRealPhoneNumber } from '../../../lib/phone';
import { recordAudit } from '../../platform/audit';
import { consumeCode, issueCode, type OtpPurpose } from '../one-time-codes';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { accountMail } from './account-mail';
import type { Origin } from './auth.service';
import { signInVerified } from './passwordless-account.service';

type Channel = { purpose: OtpPurpose; address: string; kind: 'email' | 'phone' };

const emailChannel = (email: string): Channel => ({
  purpose: 'login_email',
  address: email.toLowerCase(),
  kind: 'email',
});
const phoneChannel = (cel: string): Channel => ({
  purpose: 'login_whatsapp',
  address: cel,
  kind: 'phone',
});

/**
 * Sends a login code. Known and unknown addresses get the same answer and the same message
 * (an unknown address signs up by using the code), so nothing can be learned from it.
 */
async function sendCode(deps: AppDeps, channel: Channel, origin: Origin): Promise<void> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [
    throttleRules.codesSentPerIp(origin.ip),
    throttleRules.codesSentPerAddress(channel.address),
  ]);
  const code = await issueCode(deps, channel.purpose, channel.address);
  const text = accountMail.loginCode(origin.locale, code);
  await deps.messages.send({
    channel: channel.kind === 'email' ? 'email' : 'whatsapp',
    to: channel.address,
    subject: text.subject,
    body: text.body,
  });
  await recordAudit(db, { action: 'code_sent', detail: { channel: channel.kind } }, origin);
}

async function submitCode(
  deps: AppDeps,
  channel: Channel,
  code: string,
  origin: Origin,
): Promise<AuthSession> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [
    throttleRules.codeChecksPerIp(origin.ip),
    throttleRules.codeChecksPerAddress(channel.address),
  ]);
  try {
    await consumeCode(deps, channel.purpose, channel.address, code);
  } catch (error) {
    await recordAudit(db, { action: 'code_failed', detail: { channel: channel.kind } }, origin);
    throw error;
  }
  const identity =
    channel.kind === 'email'
      ? { kind: 'email' as const, email: channel.address }
      : { kind: 'phone' as const, cel: channel.address };
  return signInVerified(
    deps,
    identity,
    origin,
    channel.purpose === 'login_email' ? 'email_otp' : 'whatsapp_otp',
  );
}

function assertRealPhone(cel: string): void {
  if (!isRealPhoneNumber(cel))
    throw new AppError('phone_invalid', { errors: { cel: ['v.phone'] } });
}

export const sendEmailCode = (deps: AppDeps, email: string, origin: Origin) =>
  sendCode(deps, emailChannel(email), origin);

export const submitEmailCode = (deps: AppDeps, email: string, code: string, origin: Origin) =>
  submitCode(deps, emailChannel(email), code, origin);

export async function sendWhatsappCode(deps: AppDeps, cel: string, origin: Origin): Promise<void> {
  assertRealPhone(cel);
  await sendCode(deps, phoneChannel(cel), origin);
}

export async function submitWhatsappCode(
  deps: AppDeps,
  cel: string,
  code: string,
  origin: Origin,
): Promise<AuthSession> {
  assertRealPhone(cel);
  return submitCode(deps, phoneChannel(cel), code, origin);
}
