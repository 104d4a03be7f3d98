import type { Output, Profile, ProfileUpdate, profileUpdateBody } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { isRealPhoneNumber } from '../../../lib/phone';
import { recordAudit } from '../../platform/audit';
import { toProfile } from './profile.mapper';
import { updateUser, type UserChanges } from './users.repository';
import type { UserRow } from './users.table';

type ParsedProfileUpdate = Output<typeof profileUpdateBody>;
export type { ProfileUpdate };

export function getOwnProfile(user: UserRow): Profile {
  return toProfile(user);
}

/** Maps the API's snake_case fields to columns; absent fields stay as they are. */
function toChanges(body: ParsedProfileUpdate): UserChanges {
  const changes: UserChanges = {};
  const set = <K extends keyof UserChanges>(key: K, value: UserChanges[K] | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  set('firstname', body.firstname);
  set('lastname', body.lastname);
  set('cel', body.cel);
  set('tz', body.tz);
  set(
    'country',
    body.country === undefined || body.country === null ? body.country : body.country.toUpperCase(),
  );
  set('city', body.city);
  set('birthDate', body.birth_date);
  set('jobStatus', body.job_status);
  set('maritalStatus', body.marital_status);
  set('childCount', body.child_count);
  set('childOrder', body.child_order);
  set('degree', body.degree);
  set('gender', body.gender);
  set('howKnown', body.how_known);
  set('locale', body.locale);
  set('calendar', body.calendar);
  set('currency', body.currency);
  return changes;
}

/**
 * Saves the fields sent (profile or demographics: the same columns, the same rules) and
 * answers the updated row. The audit records which fields changed, never their values.
 */
export async function applyProfileChanges(
  deps: AppDeps,
  user: UserRow,
  body: ParsedProfileUpdate,
  origin: { ip: string; userAgent: string | null },
): Promise<UserRow> {
  if (body.cel && !isRealPhoneNumber(body.cel)) {
    throw new AppError('phone_invalid', { errors: { cel: ['v.phone'] } });
  }
  const changes = toChanges(body);
  if (Object.keys(changes).length === 0) return user;
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, changes);
    if (!updated) throw new AppError('not_found');
    await recordAudit(
      tx,
      {
        action: 'profile_update',
        actorId: user.id,
        subjectId: user.id,
        detail: { fields: Object.keys(changes).join(',') },
      },
      origin,
    );
    return updated;
  });
}

export async function updateOwnProfile(
  deps: AppDeps,
  user: UserRow,
  body: ParsedProfileUpdate,
  origin: { ip: string; userAgent: string | null },
): Promise<Profile> {
  return toProfile(await applyProfileChanges(deps, user, body, origin));
}
