import { z } from '../common/zod-setup';
import { emailField } from '../common/fields';
import { dataOf } from '../common/envelope';
import { phoneField } from '../profile/phone';

export const LOGIN_METHODS = [
  'password',
  'email_otp',
  'whatsapp_otp',
  'google',
  'telegram',
] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** An email or a phone number with its country code — one of them. */
export const addressBody = z
  .object({ email: z.optional(emailField), cel: z.optional(phoneField) })
  .check(
    z.refine((body) => (body.email === undefined) !== (body.cel === undefined), {
      message: 'v.required',
      path: ['email'],
    }),
  );

export const loginMethodsResponse = dataOf(
  z.object({
    /** Whether an account uses this address. */
    exists: z.boolean(),
    /** The ways this address can sign in (for a new address: the ways to sign up). */
    methods: z.array(z.enum(LOGIN_METHODS)),
  }),
);
