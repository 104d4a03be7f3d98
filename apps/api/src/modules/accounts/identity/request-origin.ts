import type { AppDeps } from '../../../app-deps';
import type { HttpOrigin } from '../../../lib/actor';
import { platformForHost } from '../../platform/platforms';
import type { Origin } from './auth.service';

/** The request's origin with the platform its host serves: what sign-up and sign-in record. */
export async function originOf(deps: AppDeps, origin: HttpOrigin): Promise<Origin> {
  const platform = await platformForHost(deps, origin.host);
  return {
    ip: origin.ip,
    userAgent: origin.userAgent,
    platformId: platform.id,
    locale: origin.locale,
  };
}
