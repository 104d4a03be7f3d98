import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CalendarKind, ZonedOptions } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';

export interface ConsoleZone {
  therapistId: number;
  /** The therapist's own zone: hours, slots and sessions are all shown in it. */
  tz: string;
  zoned: ZonedOptions;
}

const ConsoleZoneContext = createContext<ConsoleZone | null>(null);

export function ConsoleZoneProvider({
  therapistId,
  tz,
  calendar,
  children,
}: {
  therapistId: number;
  tz: string;
  calendar: CalendarKind | null;
  children: ReactNode;
}) {
  const { locale } = useI18n();
  const value = useMemo(
    () => ({ therapistId, tz, zoned: { locale, tz, calendar } }),
    [therapistId, tz, locale, calendar],
  );
  return <ConsoleZoneContext.Provider value={value}>{children}</ConsoleZoneContext.Provider>;
}

export function useConsoleZone(): ConsoleZone {
  const zone = useContext(ConsoleZoneContext);
  if (!zone) throw new Error('useConsoleZone outside ConsoleZoneProvider');
  return zone;
}
