import { z } from '../common/zod-setup';
import { CURRENCIES } from '../common/enums';
import { pageMeta } from '../common/envelope';

/** Someone who registered with the caller's code: first name and dates only, never contacts. */
export const invitee = z.object({
  firstname: z.nullable(z.string()),
  joined_at: z.string(),
  first_order_paid: z.boolean(),
});

export const invitationsSummary = z.object({
  invite_code: z.string(),
  /** `/{lang}/register?invite=<code>` on the site the request came to. */
  invite_link: z.string(),
  invite_path: z.string(),
  invitees: z.array(invitee),
  invitees_meta: pageMeta,
  /** Sum of the invite gifts credited to the wallet, per currency (minor units). */
  credit: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.int() })),
});
export type InvitationsSummary = z.infer<typeof invitationsSummary>;
