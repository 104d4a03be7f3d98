export { ConsentDialog } from './components/consent-dialog';
export { submitConsent, useSubmitConsent } from './api/submit-consent';
