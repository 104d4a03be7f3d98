import type { ThrottleRule } from './throttle.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits on doors people knock on: per account or address, and per client address
 * (X-Forwarded-For counts only from TRUST_PROXY proxies). One place to read and tune them.
 */
export const throttleRules = {
  /**
   * 10 wrong passwords for one account in 15 minutes lock it. Keyed by the (lower-cased) email
   * typed, so an address without an account locks the same way and reveals nothing.
   */
  failedPasswordsPerAccount: (email: string): ThrottleRule => ({
    key: `login-fail:${email.toLowerCase()}`,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
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
