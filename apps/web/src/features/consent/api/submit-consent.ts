import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

/** Accepts the platform's current consent version; answers the updated profile. */
export const submitConsent = (consentVersion: string) =>
  callApi(accountEndpoints.submitConsent, { body: { consent_version: consentVersion } });

export function useSubmitConsent() {
  return useMutation({ mutationFn: submitConsent });
}
