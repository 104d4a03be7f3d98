import type { Profile } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { toProfile, updateUser, type UserRow } from '../identity';
import { recordAudit } from '../../platform/audit';
import type { PlatformRow } from '../../platform/platforms';
import { insertConsentAcceptance } from './consent-acceptances.repository';

/**
 * Records that a user accepted the platform's current consent version: the profile's
 * consent_at/consent_version, a history row (who, which version, where, when) and the audit log.
 * Accepting an outdated version is refused, so nobody "accepts" text they were not shown.
 */
export async function acceptConsent(
  deps: AppDeps,
  user: UserRow,
  platform: PlatformRow,
  version: string,
  origin: { ip: string; userAgent: string | null },
): Promise<Profile> {
  if (
    !platform.consentEnabled ||
    platform.consentVersion === null ||
    platform.consentVersion !== version
  ) {
    throw new AppError('consent_version_mismatch');
  }
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, { consentAt: now, consentVersion: version });
    if (!updated) throw new AppError('not_found');
    await insertConsentAcceptance(tx, {
      userId: user.id,
      platformId: platform.id,
      version,
      ip: origin.ip,
      acceptedAt: now,
    });
    await recordAudit(
      tx,
      {
        action: 'consent',
        actorId: user.id,
        subjectId: user.id,
        detail: { version, platform: platform.id },
      },
      origin,
    );
    return toProfile(updated);
  });
}
