import { FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS, type Locale } from '@ravan/contract';
import { t } from '../../../copy/t';

/** What the release notice says: the slot, whom it was with, how many sessions were cancelled. */
export interface ReleaseFacts {
  withName: string;
  /** formatWeekly() in the reader's zone and calendar. */
  weekly: string;
  cancelled: number;
}

const valuesOf = (facts: ReleaseFacts) => ({
  withName: facts.withName,
  weekly: facts.weekly,
  weeks: FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS,
  cancelled: facts.cancelled,
});

// Attendance facts only (cancelled, missed): never the therapy subject or anything said in it.
export function releaseNoticeToClient(locale: Locale, facts: ReleaseFacts) {
  return {
    subject: t(locale, 'release.subject'),
    body: t(locale, 'release.client.body', valuesOf(facts)),
  };
}

export function releaseNoticeToTherapist(locale: Locale, facts: ReleaseFacts) {
  return {
    subject: t(locale, 'release.subject'),
    body: t(locale, 'release.therapist.body', valuesOf(facts)),
  };
}
