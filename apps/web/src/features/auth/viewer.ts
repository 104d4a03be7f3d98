import { type CalendarKind, type Locale, systemTimeZone } from '@ravan/contract';
import { useSession } from './session-store';
import { useI18n } from '../../lib/i18n/i18n-context';

/** Who is looking: their language, zone (profile, else the browser's) and calendar. */
export interface Viewer {
  locale: Locale;
  tz: string;
  calendar: CalendarKind | null;
}

export function viewerOf(
  locale: Locale,
  profile: { tz: string | null; calendar: CalendarKind | null } | null | undefined,
): Viewer {
  return { locale, tz: profile?.tz || systemTimeZone(), calendar: profile?.calendar ?? null };
}

/** The viewer of the current page, from the stored profile (kept fresh by the panel shell). */
export function useViewer(): Viewer {
  const { locale } = useI18n();
  const { profile } = useSession();
  return viewerOf(locale, profile);
}
