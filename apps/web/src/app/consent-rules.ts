import type { PlatformInfo, Profile } from '@ravan/contract';

/**
 * SPEC.md §4: no consent dialog on test screens — `/{lang}/test/…`, `/{lang}/panel/test/…` and
 * test interpretations — so a test taken from a shared link is never interrupted.
 */
export function isConsentExemptPath(pathname: string): boolean {
  const path = pathname.replace(/^\/(fa|en)(?=\/|$)/, '');
  return /^\/(panel\/)?test(\/|$)/.test(path) || /\/interpretation(\/|$)/.test(path);
}

/**
 * The consent version the user still has to accept, or null: none when the platform has consent
 * switched off (SPEC's platform 4), for lead users, and once this version has been accepted.
 */
export function pendingConsentVersion(
  profile: Pick<Profile, 'leadUser' | 'consent_at' | 'consent_version'>,
  platform: Pick<PlatformInfo, 'platform' | 'consent_version'>,
): string | null {
  const version = platform.consent_version;
  if (!platform.platform.consent_enabled || !version || profile.leadUser) return null;
  if (profile.consent_at && profile.consent_version === version) return null;
  return version;
}
