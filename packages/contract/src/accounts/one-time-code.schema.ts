import { z } from '../common/zod-setup';
import { emailField } from '../common/fields';
import { phoneField } from '../profile/phone';

/** Six digits; Persian or Arabic-Indic digits typed on a phone are accepted and normalised. */
export const otpCodeField = z.string().check(
  z.overwrite((value) =>
    value
      .trim()
      .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)),
  ),
  z.minLength(1, { error: 'v.required', abort: true }),
  z.regex(/^\d{6}$/, 'v.otp'),
);

export const sendEmailOtpBody = z.object({ email: emailField });
export const submitEmailOtpBody = z.object({ email: emailField, code: otpCodeField });
export const sendWhatsappOtpBody = z.object({ cel: phoneField });
export const submitWhatsappOtpBody = z.object({ cel: phoneField, code: otpCodeField });
