import type { LoginMethod } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { findUserByCel, findUserByEmail } from './users.repository';
import type { UserRow } from './users.table';

function methodsOf(user: UserRow): LoginMethod[] {
  const methods: LoginMethod[] = [];
  if (user.passwordHash) methods.push('password');
  if (user.email) methods.push('email_otp');
  if (user.cel) methods.push('whatsapp_otp');
  if (user.googleSub) methods.push('google');
  if (user.telegramId !== null) methods.push('telegram');
  return methods;
}

/**
 * Which ways an email or phone can sign in — for a new address, the ways to sign up. This answer
 * does say whether an account exists (the sign-in screen needs it), so it is rate-limited per
 * client address like the other doors.
 */
export async function loginMethodsFor(
  deps: AppDeps,
  address: { email?: string | undefined; cel?: string | undefined },
  ip: string,
): Promise<{ exists: boolean; methods: LoginMethod[] }> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [throttleRules.lookupsPerIp(ip)]);
  const user = address.email
    ? await findUserByEmail(db, address.email)
    : address.cel
      ? await findUserByCel(db, address.cel)
      : undefined;
  if (!user || user.disabledAt) {
    return {
      exists: false,
      methods: address.email ? ['password', 'email_otp', 'google'] : ['whatsapp_otp'],
    };
  }
  return { exists: true, methods: methodsOf(user) };
}
