import { CURRENCIES } from '../common/enums';
import { LOCALES } from '../common/locale';
import { z } from '../common/zod-setup';

/** How a message reaches a person: each outbox message goes by one channel. */
export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'telegram'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const platformSummary = z.object({
  slug: z.string(),
  id: z.int(),
  name: z.string(),
  domain: z.nullable(z.string()),
  /** false for a platform that switches the consent dialog off (SPEC.md platform id 4). */
  consent_enabled: z.boolean(),
  default_locale: z.enum(LOCALES),
});

export const platformInfo = z.object({
  platform: platformSummary,
  currency: z.enum(CURRENCIES),
  location: z.string(),
  consent_version: z.nullable(z.string()),
});
export type PlatformInfo = z.infer<typeof platformInfo>;
