import type { Demographics, Output, demographicsUpdateBody } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { applyProfileChanges } from './profile.service';
import type { UserRow } from './users.table';

export function toDemographics(user: UserRow): Demographics {
  return {
    birth_date: user.birthDate,
    gender: user.gender,
    marital_status: user.maritalStatus,
    job_status: user.jobStatus,
    degree: user.degree,
    child_count: user.childCount,
    child_order: user.childOrder,
    country: user.country,
    city: user.city,
    how_known: user.howKnown,
  };
}

export async function updateDemographics(
  deps: AppDeps,
  user: UserRow,
  body: Output<typeof demographicsUpdateBody>,
  origin: { ip: string; userAgent: string | null },
): Promise<Demographics> {
  return toDemographics(await applyProfileChanges(deps, user, body, origin));
}
