import { z } from '../common/zod-setup';
import { emailField, passwordField, requiredText } from '../common/fields';
import { dataOf } from '../common/envelope';
import { profile } from '../profile/profile.schema';

export const registerBody = z
  .object({
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().check(z.minLength(1, 'v.required')),
    firstname: requiredText(100),
    lastname: requiredText(100),
    terms: z.literal(true, 'v.terms'),
    anon_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{12}$/))),
    invite_code: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  })
  .check(
    z.refine((body) => body.password === body.password_confirmation, {
      message: 'v.password_mismatch',
      path: ['password_confirmation'],
      // Say it as soon as both are typed, even while other fields still have errors.
      when: (payload) => {
        const value = payload.value as { password?: unknown; password_confirmation?: unknown };
        return (
          typeof value.password === 'string' && typeof value.password_confirmation === 'string'
        );
      },
    }),
  );
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'v.required'), z.maxLength(1024, 'v.too_long')),
});
export type LoginBody = z.input<typeof loginBody>;

export const authSession = z.object({ token: z.string(), profile });
export const authResponse = dataOf(authSession);
export type AuthSession = z.infer<typeof authSession>;
