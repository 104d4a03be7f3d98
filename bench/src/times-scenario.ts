import { bearer, DEMO_CLIENT, logIn } from './demo-login';
import { rawRequest } from './raw-request';
import type { Scenario } from './scenario';

/** Who booked-therapist.ts books, and how much. */
export const BOOKED_THERAPIST = { email: 'reza.moradi@ravan.demo', nameEn: 'Dr. Reza Moradi' };
export const BOOKED_SESSIONS = 200;
/** Mon–Sat 08:00–20:00 gives at most 12 starts a day, 6 days a week, 4 weeks. */
const MOST_FREE_SLOTS = 12 * 6 * 4;
const DAYS = 28;

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await rawRequest(url, { headers: { accept: 'application/json', ...headers } });
  const text = response.body.toString('utf8');
  if (response.status !== 200)
    throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/**
 * The demo client asks for 28 days of the booked therapist's free slots (in the client's own
 * zone, Asia/Tehran). Setup checks the bookings are really there: fewer free slots than the
 * hours alone would give.
 */
export const doctorTimesScenario: Scenario = {
  name: `doctor times ${DAYS} days, ${BOOKED_SESSIONS} booked`,
  request: { method: 'GET', path: `/api/v1/user/doctor/:id/times?days=${DAYS}` },
  setup: async ({ baseUrl }) => {
    const headers = bearer(await logIn(baseUrl, DEMO_CLIENT));
    const doctors = await getJson<{ data: { id: number; name_en: string }[] }>(
      `${baseUrl}/api/v1/doctors`,
    );
    const doctor = doctors.data.find((d) => d.name_en === BOOKED_THERAPIST.nameEn);
    if (!doctor) throw new Error(`${BOOKED_THERAPIST.nameEn} is not among the doctors`);
    const path = `/api/v1/user/doctor/${doctor.id}/times?days=${DAYS}`;
    const times = await getJson<{ data: { slots: unknown[] } }>(`${baseUrl}${path}`, headers);
    const free = times.data.slots.length;
    if (free === 0 || free > MOST_FREE_SLOTS - BOOKED_SESSIONS) {
      throw new Error(`${free} free slots: the ${BOOKED_SESSIONS} bookings are not in place`);
    }
    return { headers, path };
  },
};
