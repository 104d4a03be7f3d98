import type { CoreMessages } from './fa';
import { auth } from './en/auth';
import { common } from './en/common';
import { consent } from './en/consent';
import { enums } from './en/enums';
import { panel } from './en/panel';
import { profile } from './en/profile';
import { screens } from './en/screens';

/** English twin of `fa-core.ts`. */
export const enCore: CoreMessages = {
  ...common,
  ...auth,
  ...panel,
  ...screens,
  ...profile,
  ...enums,
  ...consent,
};
