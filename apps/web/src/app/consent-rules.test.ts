import { describe, expect, it } from 'vitest';
import { isConsentExemptPath, pendingConsentVersion } from './consent-rules';

const platform = (consent_enabled: boolean, consent_version: string | null) => ({
  platform: {
    id: consent_enabled ? 1 : 4,
    slug: 'ravan',
    name: 'Ravan',
    domain: null,
    consent_enabled,
    default_locale: 'fa' as const,
  },
  consent_version,
});
const profile = (consent_at: string | null, consent_version: string | null, leadUser = false) => ({
  leadUser,
  consent_at,
  consent_version,
});

describe('isConsentExemptPath', () => {
  it.each([
    ['/fa/test/12', true],
    ['/en/test/12/interpretation/7', true],
    ['/fa/panel/test/3', true],
    ['/fa/panel/tests', false],
    ['/fa/panel/dashboard', false],
    ['/en/panel/setting', false],
    ['/fa/testimonials', false],
    ['/fa/onboarding', false],
  ])('%s → %s', (path, exempt) => {
    expect(isConsentExemptPath(path)).toBe(exempt);
  });
});

describe('pendingConsentVersion', () => {
  it('asks a user who never accepted', () => {
    expect(pendingConsentVersion(profile(null, null), platform(true, '2026-01'))).toBe('2026-01');
  });

  it('asks again when the platform has a newer version', () => {
    const accepted = profile('2025-06-01T10:00:00Z', '2025-06');
    expect(pendingConsentVersion(accepted, platform(true, '2026-01'))).toBe('2026-01');
  });

  it('is quiet once the current version is accepted', () => {
    const accepted = profile('2026-01-05T10:00:00Z', '2026-01');
    expect(pendingConsentVersion(accepted, platform(true, '2026-01'))).toBeNull();
  });

  it('is quiet on a platform with consent switched off, and for lead users', () => {
    expect(pendingConsentVersion(profile(null, null), platform(false, null))).toBeNull();
    expect(pendingConsentVersion(profile(null, null), platform(false, '2026-01'))).toBeNull();
    expect(pendingConsentVersion(profile(null, null, true), platform(true, '2026-01'))).toBeNull();
  });
});
