import { z } from '../common/zod-setup';

export const consentFormBody = z.object({
  consent_version: z.string().check(z.minLength(1, 'v.required'), z.maxLength(50, 'v.too_long')),
});
