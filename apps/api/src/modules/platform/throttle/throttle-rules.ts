import { ACCOUNT_LOCK_MINUTES, ACCOUNT_WIDE_LOCK_HOURS } from '@ravan/contract';
import type { ThrottleRule } from './throttle.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits on doors people knock on: per account or address, and per client address
 * (X-Forwarded-For counts only from TRUST_PROXY proxies). One place to read and tune them.
 */
export const throttleRules = {
  /**
   * A password guess (login, or the current password on a change) is counted against three
   * rules before argon2 runs, and un-counted when it was right — so only failures count, and a
   * carrier-grade NAT address shared by many clients is never locked by their correct logins.
   * In the order checked (the first at its limit answers):
   * - failures from one address, on any accounts (a password spray): 60 in 15 minutes;
   * - failures for one account from one address: 10 in 15 minutes lock that pair only, so a
   *   stranger's guesses cannot lock the owner (staff included) out from their own address;
   * - failures for one account from every address: 100 an hour (the ASVS cap on guesses per
   *   account), which still stops a guesser spread over many addresses.
   * Account keys are the lower-cased email typed, so an address without an account locks the
   * same way and reveals nothing.
   */
  passwordGuess: (email: string, ip: string): ThrottleRule[] => {
    const account = email.toLowerCase();
    return [
      { key: `login-fail:ip:${ip}`, max: 60, windowMs: 15 * MINUTE },
      {
        key: `login-fail:pair:${ip}:${account}`,
        max: 10,
        // The account_locked message states the same constant.
        windowMs: ACCOUNT_LOCK_MINUTES * MINUTE,
        code: 'account_locked',
      },
      {
        key: `login-fail:account:${account}`,
        max: 100,
        windowMs: ACCOUNT_WIDE_LOCK_HOURS * HOUR,
        code: 'account_locked_everywhere',
      },
    ];
  },
  /** Social sign-ins per client address (each attempt counts: its outcome comes later). */
  loginsPerIp: (ip: string): ThrottleRule => ({
    key: `login:ip:${ip}`,
    max: 60,
    windowMs: 15 * MINUTE,
  }),
  registrationsPerIp: (ip: string): ThrottleRule => ({
    key: `register:ip:${ip}`,
    max: 30,
    windowMs: HOUR,
  }),
  codesSentPerAddress: (address: string): ThrottleRule => ({
    key: `otp-send:to:${address}`,
    max: 5,
    windowMs: HOUR,
  }),
  codesSentPerIp: (ip: string): ThrottleRule => ({
    key: `otp-send:ip:${ip}`,
    max: 20,
    windowMs: HOUR,
  }),
  codeChecksPerAddress: (address: string): ThrottleRule => ({
    key: `otp-check:to:${address}`,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
  codeChecksPerIp: (ip: string): ThrottleRule => ({
    key: `otp-check:ip:${ip}`,
    max: 50,
    windowMs: 15 * MINUTE,
  }),
  resetsRequestedPerAddress: (email: string): ThrottleRule => ({
    key: `reset-send:to:${email}`,
    max: 5,
    windowMs: HOUR,
  }),
  resetsRequestedPerIp: (ip: string): ThrottleRule => ({
    key: `reset-send:ip:${ip}`,
    max: 20,
    windowMs: HOUR,
  }),
  /** Verification links sent to one account: like codes, 5 an hour. */
  verificationsSentPerUser: (userId: number): ThrottleRule => ({
    key: `verify-send:user:${userId}`,
    max: 5,
    windowMs: HOUR,
  }),
  verificationsCheckedPerIp: (ip: string): ThrottleRule => ({
    key: `verify-check:ip:${ip}`,
    max: 30,
    windowMs: 15 * MINUTE,
  }),
  resetsSubmittedPerIp: (ip: string): ThrottleRule => ({
    key: `reset-submit:ip:${ip}`,
    max: 20,
    windowMs: 15 * MINUTE,
  }),
  lookupsPerIp: (ip: string): ThrottleRule => ({
    key: `lookup:ip:${ip}`,
    max: 30,
    windowMs: 15 * MINUTE,
  }),
  ticketsPerIp: (ip: string): ThrottleRule => ({
    key: `ticket:ip:${ip}`,
    max: 30,
    windowMs: 15 * MINUTE,
  }),
} as const;
