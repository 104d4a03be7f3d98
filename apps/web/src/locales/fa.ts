import { auth } from './fa/auth';
import { common } from './fa/common';
import { commerce } from './fa/commerce';
import { consent } from './fa/consent';
import { enums } from './fa/enums';
import { panel } from './fa/panel';
import { profile } from './fa/profile';
import { screens } from './fa/screens';
import { sessions } from './fa/sessions';
import { staff } from './fa/staff';
import { staffCatalogue } from './fa/staff-catalogue';
import { therapist } from './fa/therapist';

/**
 * Persian UI strings: the source catalogue, one file per area under fa/. Keys are stable and
 * namespaced; values are ICU messages (plurals, numbers) — sentences are never built by
 * concatenation. Validation and server messages come from @ravan/contract.
 */
export const fa = {
  ...common,
  ...auth,
  ...panel,
  ...screens,
  ...profile,
  ...enums,
  ...consent,
  ...commerce,
  ...staff,
  ...staffCatalogue,
  ...therapist,
  ...sessions,
} as const;

export type MessageId = keyof typeof fa;
export type Messages = Record<MessageId, string>;
