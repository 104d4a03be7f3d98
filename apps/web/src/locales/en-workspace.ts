import type { WorkspaceMessages } from './fa';
import { commerce } from './en/commerce';
import { sessions } from './en/sessions';
import { staff } from './en/staff';
import { staffCatalogue } from './en/staff-catalogue';
import { therapist } from './en/therapist';

/** English twin of `fa-workspace.ts`. */
export const enWorkspace: WorkspaceMessages = {
  ...commerce,
  ...staff,
  ...staffCatalogue,
  ...therapist,
  ...sessions,
};
