import { auth } from './fa/auth';
import { common } from './fa/common';
import { consent } from './fa/consent';
import { enums } from './fa/enums';
import { panel } from './fa/panel';
import { profile } from './fa/profile';
import { screens } from './fa/screens';

/**
 * What every screen needs, the login page included: the shell, sign-in, profile, consent and the
 * enumerations. The panel's areas are in `fa-workspace.ts`, a chunk of its own, so the landing
 * page does not download them (ADR 003).
 */
export const faCore = {
  ...common,
  ...auth,
  ...panel,
  ...screens,
  ...profile,
  ...enums,
  ...consent,
} as const;
