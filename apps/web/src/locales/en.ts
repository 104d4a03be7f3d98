import type { Messages } from './fa';
import { auth } from './en/auth';
import { common } from './en/common';
import { commerce } from './en/commerce';
import { consent } from './en/consent';
import { enums } from './en/enums';
import { panel } from './en/panel';
import { profile } from './en/profile';
import { screens } from './en/screens';
import { sessions } from './en/sessions';
import { staff } from './en/staff';
import { staffCatalogue } from './en/staff-catalogue';
import { therapist } from './en/therapist';

/** English UI strings: each area file is typed by its Persian twin, so a missing key fails the build. */
export const en: Messages = {
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
};
