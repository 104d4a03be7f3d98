import { z } from '../common/zod-setup';
import { emailField, passwordField } from '../common/fields';

const confirmed = <T extends { password: string; password_confirmation: string }>() =>
  z.refine<T>((body) => body.password === body.password_confirmation, {
    message: 'v.password_mismatch',
    path: ['password_confirmation'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; password_confirmation?: unknown };
      return typeof value.password === 'string' && typeof value.password_confirmation === 'string';
    },
  });

const confirmation = z.string().check(z.minLength(1, 'v.required'));

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z
  .object({
    token: z.string().check(z.minLength(20, 'v.reset_link'), z.maxLength(200, 'v.reset_link')),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .check(confirmed());

export const changePasswordBody = z
  .object({
    current_password: z
      .string()
      .check(z.minLength(1, 'v.required'), z.maxLength(1024, 'v.too_long')),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .check(confirmed());

export const setPasswordBody = z
  .object({ password: passwordField, password_confirmation: confirmation })
  .check(confirmed());

export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type SetPasswordBody = z.input<typeof setPasswordBody>;
