import { generatedRoom } from './jitsi-rooms';
import type { MeetingLinks } from './meeting-links';

export type { MeetingLinks } from './meeting-links';
export { generatedRoom } from './jitsi-rooms';

/** A therapist's own meeting link wins; otherwise each session gets a generated room. */
export function createMeetingLinks(config: { meetingBaseUrl: string }): MeetingLinks {
  return {
    roomFor(therapist) {
      const own = therapist.meetingUrl?.trim();
      return own ? own : generatedRoom(config.meetingBaseUrl);
    },
  };
}
