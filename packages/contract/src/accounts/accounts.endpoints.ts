import { defineEndpoint } from '../common/endpoint';
import { dataOf, okBody } from '../common/envelope';
import { z } from '../common/zod-setup';
import { authResponse } from '../auth/auth.schema';
import { profile } from '../profile/profile.schema';
import { addressBody, loginMethodsResponse } from './login-methods.schema';
import {
  sendEmailOtpBody,
  sendWhatsappOtpBody,
  submitEmailOtpBody,
  submitWhatsappOtpBody,
} from './one-time-code.schema';
import {
  changePasswordBody,
  forgotPasswordBody,
  resetPasswordBody,
  setPasswordBody,
} from './passwords.schema';
import { consentFormBody } from './consent.schema';
import { demographics, demographicsUpdateBody } from './demographics.schema';
import {
  firebaseLoginBody,
  leadRegisterBody,
  loginWithTokenBody,
  telegramAuthBody,
  telegramTokenBody,
} from './social.schema';

const tags = ['accounts'] as const;

export const checkUser = defineEndpoint({
  method: 'POST',
  path: '/checkUser',
  access: 'public',
  summary: 'Whether an email or phone has an account, and how it can sign in',
  tags,
  body: addressBody,
  response: loginMethodsResponse,
});

export const loginMethods = defineEndpoint({
  method: 'POST',
  path: '/login-methods',
  access: 'public',
  summary: 'The ways an email or phone can sign in (or sign up)',
  tags,
  body: addressBody,
  response: loginMethodsResponse,
});

export const sendEmailOtp = defineEndpoint({
  method: 'POST',
  path: '/send-email-otp',
  access: 'public',
  summary: 'Email a 6-digit login code (same answer for known and unknown addresses)',
  tags,
  body: sendEmailOtpBody,
  response: okBody,
});

export const submitEmailOtp = defineEndpoint({
  method: 'POST',
  path: '/submit-email-otp',
  access: 'public',
  summary: 'Log in (or sign up) with an emailed code',
  tags,
  body: submitEmailOtpBody,
  response: authResponse,
});

export const sendWhatsappOtp = defineEndpoint({
  method: 'POST',
  path: '/send-whatsapp-otp',
  access: 'public',
  summary: 'Send a 6-digit login code by WhatsApp (same answer for known and unknown numbers)',
  tags,
  body: sendWhatsappOtpBody,
  response: okBody,
});

export const submitWhatsappOtp = defineEndpoint({
  method: 'POST',
  path: '/submit-whatsapp-otp',
  access: 'public',
  summary: 'Log in (or sign up) with a WhatsApp code',
  tags,
  body: submitWhatsappOtpBody,
  response: authResponse,
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/forgotPassword',
  access: 'public',
  summary: 'Email a password-reset link (same answer for known and unknown addresses)',
  tags,
  body: forgotPasswordBody,
  response: okBody,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/resetPassword',
  access: 'public',
  summary: 'Set a new password with a reset link’s token; every session of the account ends',
  tags,
  body: resetPasswordBody,
  response: okBody,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/changepassword',
  access: 'user',
  summary: 'Change the password (needs the current one); other sessions end',
  tags,
  body: changePasswordBody,
  response: okBody,
});

export const setPassword = defineEndpoint({
  method: 'POST',
  path: '/set-password',
  access: 'user',
  summary: 'Give a password to an account made by a code or a social login',
  tags,
  body: setPasswordBody,
  response: okBody,
});

export const loginWithToken = defineEndpoint({
  method: 'POST',
  path: '/login-with-token',
  access: 'public',
  summary: 'Trade a one-time login ticket (social login, login link) for a session',
  tags,
  body: loginWithTokenBody,
  response: authResponse,
});

export const loginFirebase = defineEndpoint({
  method: 'POST',
  path: '/login-firebase',
  access: 'public',
  summary: 'Log in with a Firebase ID token',
  tags,
  body: firebaseLoginBody,
  response: authResponse,
});

export const psyRegister = defineEndpoint({
  method: 'POST',
  path: '/psy-register',
  access: 'public',
  summary: 'Create a lead account to take a psychology test; answers a session as `jwt`',
  tags,
  body: leadRegisterBody,
  response: dataOf(z.object({ jwt: z.string(), token: z.string(), profile })),
  status: 201,
});

export const registerPreSessionTest = defineEndpoint({
  method: 'POST',
  path: '/register-pre-session-test',
  access: 'public',
  summary: 'Create a lead account before the evaluation (pre-session) test',
  tags,
  body: leadRegisterBody,
  response: authResponse,
  status: 201,
});

export const attachTelegram = defineEndpoint({
  method: 'POST',
  path: '/user/attach-telegram',
  access: 'user',
  summary: 'Link a Telegram account (Login Widget data, hash checked)',
  tags,
  body: telegramAuthBody,
  response: dataOf(z.object({ profile })),
});

export const submitTelegramToken = defineEndpoint({
  method: 'POST',
  path: '/auth/submit_telegram_token',
  access: 'user',
  summary: 'Link the Telegram chat that sent the user here (token from the bot’s link)',
  tags,
  body: telegramTokenBody,
  response: dataOf(z.object({ profile })),
});

export const submitConsent = defineEndpoint({
  method: 'POST',
  path: '/user/consent-form',
  access: 'user',
  summary: 'Accept the platform’s current consent version',
  tags,
  body: consentFormBody,
  response: dataOf(z.object({ profile })),
  sensitive: true,
});

export const getDemographics = defineEndpoint({
  method: 'GET',
  path: '/user/demographics',
  access: 'user',
  summary: 'The logged-in user’s demographics',
  tags,
  response: dataOf(z.object({ demographics })),
  sensitive: true,
});

export const updateDemographics = defineEndpoint({
  method: 'POST',
  path: '/user/demographics',
  access: 'user',
  summary: 'Update the logged-in user’s demographics',
  tags,
  body: demographicsUpdateBody,
  response: dataOf(z.object({ demographics })),
  sensitive: true,
});

/** Sends (again) the link that proves the account's email address; throttled like codes. */
export const sendEmailVerification = defineEndpoint({
  method: 'POST',
  path: '/user/email/verification',
  access: 'user',
  summary: 'Email a new verification link to the account’s address',
  tags,
  response: okBody,
});

/** Opens a verification link: single use, expiring, bound to the address it was sent to. */
export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/email/verify',
  access: 'public',
  summary: 'Verify an email address with the token from its link',
  tags,
  body: z.object({ token: z.string().check(z.minLength(1, 'v.required'), z.maxLength(200)) }),
  response: okBody,
});
