import { lazy } from 'react';

export { useProfile, getProfile, profileQueryKey } from './api/get-profile';
export { useUpdateProfile, updateProfile } from './api/update-profile';
export { useChangePassword, changePassword } from './api/change-password';
export { useSetPassword, setPassword } from './api/set-password';
export { useVerifyEmail, useSendEmailVerification } from './api/email-verification';
export {
  REQUIRED_PROFILE_FIELDS,
  hasRequiredProfileFields,
  missingProfileFields,
} from './lib/required-fields';
export { ProfileDataGate } from './components/profile-data-gate';

// The forms are large (phone plans, calendars, searchable lists) and the app shell imports this
// file for the profile query: each form loads only with the screen that shows it.
export const ProfileForm = lazy(() =>
  import('./components/profile-form').then((module) => ({ default: module.ProfileForm })),
);
export const PasswordSection = lazy(() =>
  import('./components/password-form').then((module) => ({ default: module.PasswordSection })),
);
export const RequiredDetailsForm = lazy(() =>
  import('./components/required-details-form').then((module) => ({
    default: module.RequiredDetailsForm,
  })),
);
