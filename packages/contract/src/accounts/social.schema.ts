import { z } from '../common/zod-setup';
import { emailField, requiredText } from '../common/fields';
import { LOCALES } from '../common/locale';

/** Query of the browser redirect that starts Google sign-in. */
export const googleRedirectQuery = z.object({
  afterLogin: z.optional(z.string().check(z.maxLength(500))),
  lang: z.optional(z.enum(LOCALES)),
});

/** A one-time login ticket (from the social-login redirect, or a login link) traded for a session. */
export const loginWithTokenBody = z.object({
  token: z.string().check(z.minLength(20, 'v.invalid'), z.maxLength(200, 'v.invalid')),
});

export const firebaseLoginBody = z.object({
  id_token: z.string().check(z.minLength(20, 'v.invalid'), z.maxLength(8192, 'v.invalid')),
});

/** Telegram Login Widget data: https://core.telegram.org/widgets/login#checking-authorization */
export const telegramAuthBody = z.object({
  id: z.int(),
  first_name: z.optional(z.string().check(z.maxLength(200))),
  last_name: z.optional(z.string().check(z.maxLength(200))),
  username: z.optional(z.string().check(z.maxLength(200))),
  photo_url: z.optional(z.string().check(z.maxLength(1000))),
  auth_date: z.int(),
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'v.invalid')),
});

export const telegramTokenBody = z.object({
  telegram_auth_token: z
    .string()
    .check(z.minLength(20, 'v.invalid'), z.maxLength(200, 'v.invalid')),
});

/** A lead account: someone taking a test or booking an evaluation before signing up fully. */
export const leadRegisterBody = z.object({
  email: emailField,
  firstname: z.optional(requiredText(100)),
  lastname: z.optional(requiredText(100)),
  anon_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{12}$/))),
});
