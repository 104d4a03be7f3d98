import type { Executor } from '../../../db/client';
import { trackingEvents } from './tracking-events.table';

/** SPEC.md §3 registration tracking payload: anon_id, email, first_name, traits. */
export interface RegistrationTracking {
  anon_id: string | null;
  email: string;
  first_name: string | null;
  traits: { platform: number; locale: string; method: string };
}

export async function trackRegistration(
  db: Executor,
  userId: number,
  payload: RegistrationTracking,
): Promise<void> {
  await db.insert(trackingEvents).values({
    event: 'registered',
    anonId: payload.anon_id,
    userId,
    payload: {
      anon_id: payload.anon_id,
      email: payload.email,
      first_name: payload.first_name,
      platform: payload.traits.platform,
      locale: payload.traits.locale,
      method: payload.traits.method,
    },
  });
}
