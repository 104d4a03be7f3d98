import { addDays, formatLocalDate } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useViewer } from '../../auth';

/** Previous / next week around the range shown ("1 – 7 Azar 1404"), announced when it changes. */
export function WeekNav({
  from,
  days,
  canGoBack,
  onMove,
  busy,
}: {
  from: string;
  days: number;
  canGoBack: boolean;
  onMove: (weeks: number) => void;
  busy?: boolean;
}) {
  const { t } = useI18n();
  const viewer = useViewer();
  const asDate = (date: string) => formatLocalDate(date, viewer, 'date');
  return (
    <nav className="week-nav" aria-label={t('sessions.week.label')}>
      <Button variant="ghost" onClick={() => onMove(-1)} disabled={!canGoBack || busy}>
        {t('sessions.week.previous')}
      </Button>
      <span className="week-range" aria-live="polite">
        {t('sessions.week.range', { from: asDate(from), to: asDate(addDays(from, days - 1)) })}
      </span>
      <Button variant="ghost" onClick={() => onMove(1)} disabled={busy}>
        {t('sessions.week.next')}
      </Button>
    </nav>
  );
}
