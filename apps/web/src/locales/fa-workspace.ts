import { commerce } from './fa/commerce';
import { sessions } from './fa/sessions';
import { staff } from './fa/staff';
import { staffCatalogue } from './fa/staff-catalogue';
import { therapist } from './fa/therapist';

/** The panel's areas: commerce, sessions, the therapist console and the staff screens. */
export const faWorkspace = {
  ...commerce,
  ...staff,
  ...staffCatalogue,
  ...therapist,
  ...sessions,
} as const;
