import { z } from '../common/zod-setup';
import { emailField } from '../common/fields';
import { phoneField } from '../profile/phone';
import { toLatinDigits } from '../time/digits';

/** Six digits; Persian or Arabic-Indic digits typed on a phone are accepted and normalised. */
export const otpCodeField = z.string().check(
  z.overwrite((value) => toLatinDigits(value.trim())),
  z.minLength(1, { error: 'v.required', abort: true }),
  z.regex(/^\d{6}$/, 'v.otp'),
);

export const sendEmailOtpBody = z.object({ email: emailField });
export const submitEmailOtpBody = z.object({ email: emailField, code: otpCodeField });
export const sendWhatsappOtpBody = z.object({ cel: phoneField });
export const submitWhatsappOtpBody = z.object({ cel: phoneField, code: otpCodeField });
