/** Where a session's video call happens: a third-party meeting app (SPEC.md §1). */
export interface MeetingLinks {
  /**
   * The room for a new session: the therapist's own link when they set one, otherwise a fresh,
   * unguessable room of the configured provider.
   */
  roomFor(therapist: { meetingUrl: string | null }): string;
}
