import { Button } from '../../../../components/ui/button';
import { LoadingBlock } from '../../../../components/ui/loading-block';
import { Notice } from '../../../../components/ui/notice';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useHours } from '../../api/get-hours';
import { errorText } from '../../lib/error-text';
import { sortWeekly } from '../../lib/weekly-ranges';
import { ExceptionsSection } from './exceptions-section';
import { WeeklyHoursForm } from './weekly-hours-form';

/** The therapist's working hours: the weekly pattern and the dated exceptions to it. */
export function HoursPanel() {
  const { t } = useI18n();
  const hours = useHours();
  if (hours.isError && !hours.data) {
    return (
      <Notice tone="error">
        <p>{errorText(hours.error, t)}</p>
        <Button variant="ghost" onClick={() => void hours.refetch()}>
          {t('therapist.retry')}
        </Button>
      </Notice>
    );
  }
  if (!hours.data) return <LoadingBlock label={t('app.loading')} />;
  return (
    <div className="stack">
      {/* Keyed by zone only: a background refetch must not wipe edits in progress. */}
      <WeeklyHoursForm
        key={hours.data.tz}
        tz={hours.data.tz}
        weekly={sortWeekly(hours.data.weekly)}
      />
      <ExceptionsSection exceptions={hours.data.exceptions} />
    </div>
  );
}
