import { FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS, type Locale } from '@ravan/contract';
import { localDigits } from '../../../lib/format-when';

/** What the release notice says: the slot, whom it was with, how many sessions were cancelled. */
export interface ReleaseFacts {
  withName: string;
  /** formatWeekly() in the reader's zone and calendar. */
  weekly: string;
  cancelled: number;
}

const SUBJECTS: Record<Locale, string> = {
  fa: 'زمان ثابت هفتگی در روان آزاد شد',
  en: 'A fixed weekly time on Ravan was released',
};

// Attendance facts only (cancelled, missed): never the therapy subject or anything said in it.
export function releaseNoticeToClient(locale: Locale, facts: ReleaseFacts) {
  const weeks = localDigits(FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS, locale);
  const n = localDigits(facts.cancelled, locale);
  const lines =
    locale === 'fa'
      ? [
          `جلسه‌های زمان ثابت هفتگی شما با ${facts.withName} (${facts.weekly}) ${weeks} هفتهٔ پیاپی لغو شد یا برگزار نشد؛ طبق قوانین حضور روان، این زمان آزاد شد.`,
          facts.cancelled > 0
            ? `${n} جلسهٔ آینده در این زمان لغو شد و اعتبار آن به حساب شما برگشت.`
            : '',
          'برای رزرو زمان تازه به پنل خود در روان سر بزنید.',
        ]
      : [
          `The sessions in your fixed weekly time with ${facts.withName} (${facts.weekly}) were cancelled or missed ${weeks} weeks in a row, so under Ravan's attendance rules this time has been released.`,
          facts.cancelled === 1
            ? '1 upcoming session in this time was cancelled and its credit returned to your account.'
            : facts.cancelled > 1
              ? `${n} upcoming sessions in this time were cancelled and their credits returned to your account.`
              : '',
          'To book new times, visit your Ravan panel.',
        ];
  return { subject: SUBJECTS[locale], body: lines.filter(Boolean).join('\n') };
}

export function releaseNoticeToTherapist(locale: Locale, facts: ReleaseFacts) {
  const weeks = localDigits(FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS, locale);
  const n = localDigits(facts.cancelled, locale);
  const lines =
    locale === 'fa'
      ? [
          `زمان ثابت هفتگی ${facts.withName} (${facts.weekly}) پس از ${weeks} هفتهٔ پیاپی لغو یا غیبت آزاد شد.`,
          facts.cancelled > 0 ? `${n} جلسهٔ آینده لغو شد و این ساعت‌ها دوباره آزاد است.` : '',
        ]
      : [
          `The fixed weekly time of ${facts.withName} (${facts.weekly}) was released after ${weeks} weeks in a row of cancelled or missed sessions.`,
          facts.cancelled === 1
            ? '1 upcoming session was cancelled; that hour is free again.'
            : facts.cancelled > 1
              ? `${n} upcoming sessions were cancelled; those hours are free again.`
              : '',
        ];
  return { subject: SUBJECTS[locale], body: lines.filter(Boolean).join('\n') };
}
