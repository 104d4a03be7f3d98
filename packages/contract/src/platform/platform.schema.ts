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

/** Ways to sign in through another service; each is offered only when the server has it set up. */
export const SIGN_IN_PROVIDERS = ['google', 'firebase', 'telegram'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const platformInfo = z.object({
  platform: platformSummary,
  currency: z.enum(CURRENCIES),
  location: z.string(),
  consent_version: z.nullable(z.string()),
  /** The sign-in providers this server is configured for (a button for any other is a dead end). */
  sign_in_providers: z.array(z.enum(SIGN_IN_PROVIDERS)),
});
export type PlatformInfo = z.infer<typeof platformInfo>;
